import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { Check } from '@/components/ui/check';
import { LABEL_CLASS } from '@/components/ui/control-classes';
import { PHOTO_DISPLAYS, type PhotoDisplay } from '@/lib/domain/vocabulary';
import { isWidePhotoDisplay } from '@/lib/domain/shop/shop-settings-rules';

function Shape({ display }: { display: PhotoDisplay }) {
  const wide = isWidePhotoDisplay(display);
  const round = display === 'cir' || display === 'bdr_cir';
  const border = display.startsWith('bdr_')
    ? 'ring-2 ring-gray-500 ring-offset-1 dark:ring-gray-300 dark:ring-offset-gray-900'
    : '';
  return (
    <span
      aria-hidden="true"
      className={`inline-block h-6 shrink-0 bg-gray-400 dark:bg-gray-500 ${wide ? 'w-14' : 'w-6'} ${round ? 'rounded-full' : 'rounded-sm'} ${border}`}
    />
  );
}

/** The logo's shape (`photo_display`, spec 01 §3): circles, squares and wide rectangles, bordered or not. */
export function PhotoDisplayPicker({ register }: { register: UseFormRegisterReturn }) {
  const t = useTranslations('shopSettings.identity');
  return (
    <fieldset>
      <legend className={LABEL_CLASS}>{t('photoDisplay')}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {PHOTO_DISPLAYS.map((display) => (
          <Check
            key={display}
            type="radio"
            look="card"
            label={
              <>
                <Shape display={display} />
                <span>{t(`displays.${display}`)}</span>
              </>
            }
            value={display}
            className="accent-current"
            {...register}
          />
        ))}
      </div>
    </fieldset>
  );
}
