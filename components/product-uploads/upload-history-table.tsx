import 'server-only';

import { getFormatter, getTranslations } from 'next-intl/server';

import Link from '@/components/ui/link';
import type { ProductUploadSummary } from '@/lib/api/schemas/product-uploads';

const CELL = 'px-2 py-2 text-left align-top';

/**
 * The supplier's uploads, newest first: when, who, which file, and what each did; a count of
 * refused rows links to them.
 */
export async function UploadHistoryTable({
  uploads,
  errorsHref = {},
}: {
  uploads: readonly ProductUploadSummary[];
  /** Where each upload's refused rows are shown (the page with `?upload=<id>`). */
  errorsHref?: Readonly<Record<string, string>>;
}) {
  const [t, format] = await Promise.all([getTranslations('productUploads'), getFormatter()]);
  if (uploads.length === 0) return <p className="text-sm">{t('historyEmpty')}</p>;
  const headings = [
    t('when'),
    t('who'),
    t('fileName'),
    t('rows'),
    t('created'),
    t('updated'),
    t('failed'),
    t('status'),
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-upload-history>
        <thead>
          <tr className="border-b border-gray-200 dark:border-gray-700">
            {headings.map((heading) => (
              <th key={heading} scope="col" className={CELL}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {uploads.map((upload) => (
            <tr key={upload.id} className="border-b border-gray-100 dark:border-gray-800">
              <td className={CELL}>
                {format.dateTime(new Date(upload.created_at), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </td>
              <td className={CELL}>{upload.user_name}</td>
              <th scope="row" className={`${CELL} font-normal`}>
                {upload.file_name}
              </th>
              <td className={CELL}>{upload.rows_total}</td>
              <td className={CELL}>{upload.rows_created}</td>
              <td className={CELL}>{upload.rows_updated}</td>
              <td className={CELL}>
                {upload.rows_failed > 0 && errorsHref[upload.id] ? (
                  <Link
                    href={errorsHref[upload.id]!}
                    aria-label={t('showErrorsOf', {
                      count: upload.rows_failed,
                      file: upload.file_name,
                    })}
                    className="font-medium text-blue-800 underline hover:no-underline dark:text-blue-300"
                  >
                    {t('showErrors', { count: upload.rows_failed })}
                  </Link>
                ) : (
                  upload.rows_failed
                )}
              </td>
              <td className={CELL}>
                {t(`statuses.${upload.status}`, {
                  done: upload.rows_done,
                  total: upload.rows_total,
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
