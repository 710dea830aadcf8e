import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';

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
          <label
            key={display}
            className="has-focus-visible:outline-shop-1 flex cursor-pointer items-center gap-3 rounded-lg border border-gray-300 px-3 py-2 text-sm has-checked:border-gray-900 has-checked:bg-gray-50 has-focus-visible:outline-2 dark:border-gray-600 dark:has-checked:border-white dark:has-checked:bg-gray-800"
          >
            <input type="radio" value={display} className="size-4 accent-current" {...register} />
            <Shape display={display} />
            <span>{t(`displays.${display}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
