'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import type { Header } from '@/lib/api/schemas/shop';
import { type HeaderColours, headerLook } from '@/lib/domain/shop/header-rules';
import { COLOR_PAIRS } from '@/lib/domain/shop/shop-settings-rules';

import { VIEW_HEADING } from './header-list';

export interface HeaderColourViewProps {
  header: Header;
  /** The colours chosen so far (shown live on the page by the editor). */
  colours: HeaderColours;
  shopColours: readonly [string, string];
  onChange: (colours: HeaderColours) => void;
  onBack: () => void;
  onSave: (colours: HeaderColours) => Promise<void>;
}

const SHOP_PAIR: HeaderColours = { bg_color1: null, bg_color2: null };
const same = (a: HeaderColours, b: HeaderColours) =>
  a.bg_color1?.toLowerCase() === b.bg_color1?.toLowerCase() &&
  a.bg_color2?.toLowerCase() === b.bg_color2?.toLowerCase();

/** The header as it will look: its title and subtitle on the chosen background. */
export function HeaderPreview({
  header,
  colours,
  shopColours,
}: Omit<HeaderColourViewProps, 'onChange' | 'onBack' | 'onSave'>) {
  const t = useTranslations('headerEditor');
  const buttons = useTranslations('headerButtons');
  const { button, ...look } = headerLook(colours, shopColours);
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-medium">{t('preview')}</figcaption>
      <div data-header-preview style={look} className="rounded-lg px-4 py-5 text-center">
        <p className="text-lg font-bold">{header.title}</p>
        {header.subtitle ? <p className="text-sm font-medium">{header.subtitle}</p> : null}
        {header.button_label ? (
          <span
            style={button}
            className="mt-2 inline-flex rounded-full px-4 py-1 text-sm font-semibold"
          >
            {buttons(header.button_label)}
          </span>
        ) : null}
      </div>
    </figure>
  );
}

/** Saves the colours, keeping the button busy meanwhile. */
export function useColourSave(onSave: (colours: HeaderColours) => Promise<void>) {
  const [saving, setSaving] = useState(false);
  const save = async (colours: HeaderColours) => {
    setSaving(true);
    try {
      await onSave(colours);
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}

/**
 * The header's background colour (spec 01 §2, §4): the shop's own colours or one of the palette's
 * colour pairs (radio buttons), or the custom picker; each choice shows at once in the preview
 * and, 250 ms later, on the page.
 */
export function HeaderColourView({
  header,
  colours,
  shopColours,
  onChange,
  onBack,
  onCustom,
  onSave,
}: HeaderColourViewProps & { onCustom: () => void }) {
  const t = useTranslations('headerEditor');
  const name = useId();
  const { saving, save } = useColourSave(onSave);
  const options: Array<{ colours: HeaderColours; label: string }> = [
    { colours: SHOP_PAIR, label: t('shopColours') },
    ...COLOR_PAIRS.map(([from, to]) => ({
      colours: { bg_color1: from, bg_color2: to },
      label: t('pair', { from, to }),
    })),
  ];
  return (
    <div className="space-y-4">
      <h3 tabIndex={-1} data-view-focus className={VIEW_HEADING}>
        {t('colourTitle')}
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('colourIntro', { title: header.title })}
      </p>
      <HeaderPreview header={header} colours={colours} shopColours={shopColours} />
      <fieldset>
        <legend className="text-sm font-medium">{t('palette')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {options.map((option) => (
            <label
              key={option.label}
              className="relative inline-flex cursor-pointer"
              title={option.label}
            >
              <input
                type="radio"
                name={name}
                checked={same(option.colours, colours)}
                onChange={() => onChange(option.colours)}
                aria-label={option.label}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                style={{ backgroundImage: headerLook(option.colours, shopColours).backgroundImage }}
                className="peer-focus-visible:outline-shop-1 size-11 rounded-lg ring-1 ring-black/10 peer-checked:ring-4 peer-checked:ring-gray-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 dark:ring-white/20 dark:peer-checked:ring-white"
              />
            </label>
          ))}
        </div>
      </fieldset>
      <Button variant="tool" onClick={onCustom}>
        {t('custom')}
      </Button>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="tool" onClick={onBack}>
          {t('back')}
        </Button>
        <Button variant="tool-primary" onClick={() => void save(colours)} disabled={saving}>
          {saving ? t('saving') : t('saveColour')}
        </Button>
      </div>
    </div>
  );
}
