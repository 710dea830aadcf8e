'use client';

import { LABEL_CLASS } from '@/components/ui/control-classes';
import { FieldError } from '@/components/ui/field';
import { variantGroupNames, type VariantGroups } from '@/lib/domain/cart/variants';

/**
 * One radio group per variant (`Talla`, `Color`, …). Native radios, visually chips: they work with
 * the keyboard (arrows inside a group) and are listed and choosable without JavaScript.
 */
export function VariantPicker({
  groups,
  selection,
  errors,
  onChoose,
}: {
  groups: VariantGroups;
  selection: Readonly<Record<string, string>>;
  /** Group name → the message shown under it (a group still to choose). */
  errors: Readonly<Record<string, string>>;
  onChoose: (group: string, option: string) => void;
}) {
  if (variantGroupNames(groups).length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {Object.entries(groups).map(([group, options], g) =>
        options.length === 0 ? null : (
          <fieldset key={group} aria-describedby={errors[group] ? `variant-error-${g}` : undefined}>
            <legend className={`mb-2 ${LABEL_CLASS}`}>{group}</legend>
            <div className="flex flex-wrap gap-2">
              {options.map((option) => (
                <label key={option} className="relative">
                  <input
                    type="radio"
                    name={`variant-${g}`}
                    value={option}
                    checked={selection[group] === option}
                    onChange={() => onChoose(group, option)}
                    data-variant-group={group}
                    className="peer sr-only"
                  />
                  <span className="variant-option">{option}</span>
                </label>
              ))}
            </div>
            <FieldError id={`variant-error-${g}`}>{errors[group]}</FieldError>
          </fieldset>
        ),
      )}
    </div>
  );
}
