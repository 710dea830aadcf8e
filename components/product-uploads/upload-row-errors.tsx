'use client';

import { useTranslations } from 'next-intl';

import type { ProductUploadRowError } from '@/lib/api/schemas/product-uploads';

/** How many refused rows the page lists; the rest are counted. */
const SHOWN = 100;
const CELL = 'px-2 py-1 text-left align-top';

/** The refused rows of a file: line, column and problem. */
export function UploadRowErrors({ errors }: { errors: readonly ProductUploadRowError[] }) {
  const t = useTranslations('productUploads');
  if (errors.length === 0) return <p className="text-sm">{t('noErrors')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-upload-errors>
        <caption className="mb-1 text-left font-semibold">{t('rowErrors')}</caption>
        <thead>
          <tr className="border-b border-gray-200 dark:border-gray-700">
            <th scope="col" className={CELL}>
              {t('row')}
            </th>
            <th scope="col" className={CELL}>
              SKU
            </th>
            <th scope="col" className={CELL}>
              {t('column')}
            </th>
            <th scope="col" className={CELL}>
              {t('problem')}
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.slice(0, SHOWN).map((error) => (
            <tr
              key={`${error.row}-${error.field}`}
              className="border-b border-gray-100 dark:border-gray-800"
            >
              <td className={CELL}>{error.row}</td>
              <td className={CELL}>{error.sku ?? ''}</td>
              <td className={CELL}>{error.column}</td>
              <td className={CELL}>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors.length > SHOWN ? (
        <p className="mt-1 text-sm">{t('moreErrors', { count: errors.length - SHOWN })}</p>
      ) : null}
    </div>
  );
}
