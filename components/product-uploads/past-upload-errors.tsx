'use client';

import { useFormatter, useTranslations } from 'next-intl';

import Link from '@/components/ui/link';
import { Notice } from '@/components/ui/notice';
import type { ProductUpload } from '@/lib/api/schemas/product-uploads';

import { UploadRowErrors } from './upload-row-errors';

type PastRead =
  | { kind: 'signed-out' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'read'; value: ProductUpload };

/**
 * A past upload's refused rows, as the upload page shows them under the history
 * (`?upload=<id>`, the link of the upload's count of refused rows): its file and date, then each
 * row's line, SKU, column and problem, as the upload stored them. Rendered on the server.
 */
export function PastUploadErrors({ read, closeHref }: { read: PastRead; closeHref: string }) {
  const t = useTranslations('productUploads');
  const format = useFormatter();
  return (
    <section
      id="past-upload-errors"
      aria-labelledby="past-upload-errors-title"
      className="mt-6 space-y-3"
    >
      <h2 id="past-upload-errors-title" className="text-lg font-semibold">
        {read.kind === 'read'
          ? t('pastErrors', {
              file: read.value.file_name,
              when: format.dateTime(new Date(read.value.created_at), {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            })
          : t('errorsOf')}
      </h2>
      {read.kind === 'read' ? (
        <UploadRowErrors errors={read.value.errors} />
      ) : (
        <Notice
          role="alert"
          message={read.kind === 'missing' ? t('errors.not_found') : t('loadFailed')}
        />
      )}
      <p className="text-sm">
        <Link href={closeHref} className="font-medium text-blue-800 underline dark:text-blue-300">
          {t('closeErrors')}
        </Link>
      </p>
    </section>
  );
}
