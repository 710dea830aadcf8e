import { useFormatter, useTranslations } from 'next-intl';

import type { ProductDetail } from '@/lib/api/schemas/product';
import { purchaseBlock } from '@/lib/domain/cart/item-purchase';

const BADGE = 'w-fit rounded-full px-3 py-1 text-sm font-semibold';

/**
 * The item's state under its price: a badge when it cannot be bought (sold out, concluded,
 * disabled, unpublished, its supplier disabled), how many are left or 'on demand', and an experience's date in the
 * visitor's language.
 */
export function ItemAvailability({
  product,
  supplierDisabled = false,
}: {
  product: ProductDetail;
  /** Its supplier is disabled: it cannot be bought, so no stock is offered. */
  supplierDisabled?: boolean;
}) {
  const t = useTranslations('item');
  const format = useFormatter();
  const block = purchaseBlock(product) ?? (supplierDisabled ? 'supplierDisabled' : null);
  const date = product.experience_date ? new Date(product.experience_date) : null;
  const when = date ? format.dateTime(date, { dateStyle: 'full', timeStyle: 'short' }) : null;
  return (
    <div className="flex flex-col gap-2 text-sm text-gray-700 dark:text-gray-300">
      {block && block !== 'priceHidden' ? (
        <p
          className={`${BADGE} ${block === 'unpublished' ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100' : 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'}`}
        >
          {t(`status.${block}`)}
        </p>
      ) : null}
      {block === null || block === 'priceHidden' ? (
        <p>
          {product.stock_type === 'ondemand'
            ? t('onDemand')
            : t('available', { count: product.available })}
        </p>
      ) : null}
      {when ? (
        <p>
          <time dateTime={product.experience_date ?? undefined}>
            {t(product.concluded ? 'concludedOn' : 'experienceDate', { date: when })}
          </time>
        </p>
      ) : null}
    </div>
  );
}
