'use client';

import { useId } from 'react';

import { useHydrated } from '@/lib/client/use-hydrated';

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
  /** Shown at the end of the row (a price). */
  aside?: string;
}

/**
 * A step's options as a radio group in a fieldset (keyboard: arrows move between options).
 * `onChoose` runs when the shopper picks another option; `disabled` while a choice is saved.
 * `hideLegend` keeps the legend for assistive technology only, where a heading above already
 * shows the same words. Disabled until the page's script runs: a choice is saved by a call, so a
 * radio ticked before would look chosen while nothing was saved.
 */
export function ChoiceGroup<T extends string>({
  legend,
  hideLegend = false,
  choices,
  value,
  disabled,
  onChoose,
}: {
  legend: string;
  hideLegend?: boolean;
  choices: readonly Choice<T>[];
  value: T | null;
  disabled: boolean;
  onChoose: (value: T) => void;
}) {
  const name = useId();
  const hydrated = useHydrated();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled || !hydrated}>
      <legend className={hideLegend ? 'sr-only' : 'mb-2 font-semibold'}>{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="has-checked:border-shop-1 has-checked:ring-shop-1 flex cursor-pointer items-start gap-3 rounded-xl border border-gray-300 p-3 has-checked:ring-1 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 dark:border-gray-600"
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChoose(choice.value)}
            className="accent-shop-1 mt-1 size-4 shrink-0"
          />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium">{choice.label}</span>
            {choice.hint ? (
              <span className="text-sm text-gray-700 dark:text-gray-300">{choice.hint}</span>
            ) : null}
          </span>
          {choice.aside ? <span className="shrink-0 font-medium">{choice.aside}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
