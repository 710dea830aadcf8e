'use client';

import { useId } from 'react';

import { Check } from '@/components/ui/check';
import { ITEM_SOURCES, type ItemSource } from '@/lib/domain/resale/add-items-modal';

export interface SourceToggleLabels {
  legend: string;
  own: string;
  others: string;
}

/**
 * A franchise shop's 'my products' / 'other suppliers' toggle in the add-items modal (spec 03 §2,
 * §6): two radio buttons side by side (arrow keys move between them), the chosen one marked.
 */
export function SourceToggle({
  labels,
  value,
  onChange,
}: {
  labels: SourceToggleLabels;
  value: ItemSource;
  onChange: (source: ItemSource) => void;
}) {
  const name = `${useId()}-source`;
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{labels.legend}</legend>
      {ITEM_SOURCES.map((source) => (
        <Check
          key={source}
          type="radio"
          look="card"
          inline
          name={name}
          value={source}
          checked={value === source}
          onChange={() => onChange(source)}
          label={labels[source]}
          labelClassName="py-1.5 font-medium"
        />
      ))}
    </fieldset>
  );
}
