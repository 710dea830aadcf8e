'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { HeaderColours } from '@/lib/domain/shop/header-rules';
import { CUSTOM_COLOR_DEFAULT } from '@/lib/domain/shop/shop-settings-rules';

import { type HeaderColourViewProps, HeaderPreview, useColourSave } from './header-colour-view';
import { VIEW_HEADING } from './header-list';

/** Both ends of the gradient, the picker's default (#0000ff) where the header has none. */
function customOf(colours: HeaderColours): { bg_color1: string; bg_color2: string } {
  return {
    bg_color1: colours.bg_color1 ?? CUSTOM_COLOR_DEFAULT,
    bg_color2: colours.bg_color2 ?? CUSTOM_COLOR_DEFAULT,
  };
}

/**
 * The custom background colour (spec 01 §2, §4): a colour picker for each end of the gradient,
 * without alpha (the browser's own `input type=color`, #rrggbb), starting at #0000ff. The preview
 * follows at once, the page 250 ms later; 'Back' returns to the palette.
 */
export function HeaderCustomColour({
  header,
  colours,
  shopColours,
  onChange,
  onBack,
  onSave,
}: HeaderColourViewProps) {
  const t = useTranslations('headerEditor');
  const id = useId();
  const { saving, save } = useColourSave(onSave);
  const custom = customOf(colours);

  // What the pickers show is what a save keeps: a header on the shop's colours starts at the default.
  useEffect(() => {
    if (colours.bg_color1 === null || colours.bg_color2 === null) onChange(customOf(colours));
  }, [colours, onChange]);

  const picker = (end: 'bg_color1' | 'bg_color2', label: string) => (
    <div className="flex items-center gap-3">
      <Input
        id={`${id}-${end}`}
        variant="color"
        type="color"
        value={custom[end]}
        onChange={(event) => onChange({ ...custom, [end]: event.target.value.toLowerCase() })}
      />
      <Label htmlFor={`${id}-${end}`}>
        {label}{' '}
        <span className="font-mono font-normal text-gray-700 dark:text-gray-300">
          {custom[end]}
        </span>
      </Label>
    </div>
  );

  return (
    <div className="space-y-4">
      <h3 tabIndex={-1} data-view-focus className={VIEW_HEADING}>
        {t('customTitle')}
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('customIntro')}</p>
      <HeaderPreview header={header} colours={custom} shopColours={shopColours} />
      {picker('bg_color1', t('colour1'))}
      {picker('bg_color2', t('colour2'))}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="tool" onClick={onBack}>
          {t('back')}
        </Button>
        <Button variant="tool-primary" onClick={() => void save(custom)} disabled={saving}>
          {saving ? t('saving') : t('saveColour')}
        </Button>
      </div>
    </div>
  );
}
