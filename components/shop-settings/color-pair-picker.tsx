'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { LABEL_CLASS } from '@/components/ui/control-classes';
import { COLOR_PAIRS, CUSTOM_COLOR_DEFAULT } from '@/lib/domain/shop/shop-settings-rules';

import { ColorInput } from './color-input';

export interface ColorPair {
  color1: string;
  color2: string;
}

const SWATCH =
  'flex h-12 cursor-pointer items-center justify-center rounded-lg ring-2 ring-transparent ring-offset-2 peer-checked:ring-gray-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-gray-900 dark:ring-offset-gray-900 dark:peer-checked:ring-white dark:peer-focus-visible:outline-white';

const pairIndex = (value: ColorPair) =>
  COLOR_PAIRS.findIndex(
    ([a, b]) => a === value.color1.toLowerCase() && b === value.color2.toLowerCase(),
  );

/**
 * The background colour (spec 01 §2): a palette of colour pairs (the shop's gradient) or a custom
 * pair from two native colour pickers, which have no alpha. Choosing 'Custom' from a palette pair
 * starts the main colour at #0000ff.
 */
export function ColorPairPicker({
  value,
  onChange,
  errors = {},
}: {
  value: ColorPair;
  onChange: (value: ColorPair) => void;
  errors?: Partial<Record<keyof ColorPair, string>>;
}) {
  const t = useTranslations('shopSettings.colors');
  const id = useId();
  const chosen = pairIndex(value);
  const custom = chosen < 0;
  return (
    <fieldset className="space-y-3">
      <legend className={LABEL_CLASS}>{t('palette')}</legend>
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {COLOR_PAIRS.map(([color1, color2], index) => (
          <label key={`${color1}${color2}`} className="block">
            <input
              type="radio"
              name={`${id}-pair`}
              className="peer sr-only"
              checked={chosen === index}
              onChange={() => onChange({ color1, color2 })}
              aria-label={t('pair', { index: index + 1, color1, color2 })}
            />
            <span
              aria-hidden="true"
              className={SWATCH}
              style={{ backgroundImage: `linear-gradient(to right, ${color1}, ${color2})` }}
            />
          </label>
        ))}
        <label className="block">
          <input
            type="radio"
            name={`${id}-pair`}
            className="peer sr-only"
            checked={custom}
            onChange={() => onChange({ color1: CUSTOM_COLOR_DEFAULT, color2: value.color2 })}
          />
          <span
            className={`${SWATCH} border border-dashed border-gray-400 text-sm font-medium dark:border-gray-500`}
          >
            {t('custom')}
          </span>
        </label>
      </div>
      {custom ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {(['color1', 'color2'] as const).map((key) => (
            <ColorInput
              key={key}
              id={`${id}-${key}`}
              label={t(key)}
              value={value[key]}
              onChange={(color) => onChange({ ...value, [key]: color })}
              error={errors[key]}
            />
          ))}
        </div>
      ) : null}
      <p className="text-xs text-gray-600 dark:text-gray-400">{t('preview')}</p>
    </fieldset>
  );
}
