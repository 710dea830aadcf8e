import { useTranslations } from 'next-intl';

import { CartPhoto } from '@/components/cart/cart-photo';
import { cartMoney } from '@/components/cart/cart-money';
import type { Order } from '@/lib/api/schemas/checkout';

import { TERM } from './order-styles';

/**
 * An order's lines: photo, name and variant, quantity and unit price, and the line's total; for a
 * digital item of a paid order, the link to what it delivers and the download of its stored file
 * (a signed link the order answer renews on every read).
 */
export function OrderLines({ lines, currency }: Pick<Order, 'lines' | 'currency'>) {
  const t = useTranslations('orders');
  return (
    <ul className="divide-y divide-gray-200 dark:divide-gray-700">
      {lines.map((line) => (
        <li
          key={`${line.product_id}-${line.variant ?? ''}`}
          className="flex gap-3 py-3 first:pt-0 last:pb-0"
        >
          <CartPhoto src={line.photo} />
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{line.name}</p>
                {line.variant ? (
                  <p className="text-sm text-gray-600 dark:text-gray-300">{line.variant}</p>
                ) : null}
              </div>
              <p className="shrink-0 font-semibold">
                <span className="sr-only">{t('lineTotal')}: </span>
                {cartMoney(line.total, currency)}
              </p>
            </div>
            <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <div className="flex items-baseline gap-1">
                <dt className={TERM}>{t('quantity')}:</dt>
                <dd>{line.quantity}</dd>
              </div>
              <div className="flex items-baseline gap-1">
                <dt className={TERM}>{t('unitPrice')}:</dt>
                <dd>{cartMoney(line.unit_price, currency)}</dd>
              </div>
            </dl>
            {line.digital_url ? (
              <p className="mt-2 text-sm">
                <a
                  href={line.digital_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
                >
                  {t('digitalOpen', { name: line.name })}
                </a>
              </p>
            ) : null}
            {line.digital_file ? (
              <p className="mt-2 text-sm">
                <a
                  href={line.digital_file.url}
                  download={line.digital_file.name}
                  rel="nofollow"
                  className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
                >
                  {t('digitalDownload', { file: line.digital_file.name })}
                </a>
                <span className="mt-0.5 block text-gray-600 dark:text-gray-300">
                  {t('digitalDownloadHint')}
                </span>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
