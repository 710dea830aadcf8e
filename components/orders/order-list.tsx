import { useTranslations } from 'next-intl';

import { LIST_ACTION_CLASS, ListMessage } from '@/components/storefront/list-message';
import { Pagination } from '@/components/storefront/pagination';
import Link from '@/components/ui/link';
import type { Order } from '@/lib/api/schemas/checkout';
import { ORDERS_PAGE_SIZE } from '@/lib/api/schemas/checkout';
import { pageCount, pageHref } from '@/lib/domain/request/paging';

import { OrderListItem, type OrderPerspective } from './order-list-item';

/**
 * The body of "Mis compras": how many orders there are, one page of them (or a page past the end,
 * or the empty message with a way to shop), then the shop lists' pagination.
 */
export function OrderList({
  orders,
  total,
  page,
  base,
  emptyAction,
  listPath = 'mis-compras',
  detailPath = 'mis-compras',
  perspective = 'customer',
  params = {},
  clearFiltersHref,
}: {
  orders: readonly Order[];
  /** All the visitor's orders (`matches_estimated`). */
  total: number;
  page: number;
  base: string;
  /** Where an empty list sends the visitor: the shop's products, or the platform's home. */
  emptyAction?: { href: string; label: string };
  /** This list's path under `base` (its pages), and the order pages'. */
  listPath?: string;
  detailPath?: string;
  perspective?: OrderPerspective;
  /** Query parameters every page link keeps (a supplier's choice, the filters). */
  params?: Record<string, string>;
  /** Set when filters narrow the list: counts read as matches, and an empty list offers this way out. */
  clearFiltersHref?: string;
}) {
  const t = useTranslations('orders');
  const words = (
    {
      customer: { count: 'count', empty: 'empty' },
      supplier: { count: 'supplier.count', empty: 'supplier.empty' },
      shop: { count: 'shop.count', empty: 'shop.empty' },
    } as const
  )[perspective];
  const tl = useTranslations('lists');
  const pages = pageCount(total, ORDERS_PAGE_SIZE);
  const tf = useTranslations('orders.filters');
  if (total === 0 && clearFiltersHref) {
    return (
      <ListMessage
        message={tf('noMatches')}
        action={
          <Link href={clearFiltersHref} className={LIST_ACTION_CLASS}>
            {tf('clear')}
          </Link>
        }
      />
    );
  }
  if (total === 0) {
    return (
      <ListMessage
        message={t(words.empty)}
        action={
          emptyAction ? (
            <Link href={emptyAction.href} className={LIST_ACTION_CLASS}>
              {emptyAction.label}
            </Link>
          ) : null
        }
      />
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
        {clearFiltersHref ? tf('matches', { count: total }) : t(words.count, { count: total })}
        {pages > 1 ? ` · ${tl('pageOf', { page, count: pages })}` : null}
      </p>
      {orders.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {orders.map((order) => (
            <OrderListItem
              key={order.id}
              order={order}
              base={base}
              detailPath={detailPath}
              perspective={perspective}
            />
          ))}
        </ul>
      ) : (
        <ListMessage
          message={tl('pageOutOfRange', { page })}
          action={
            <Link href={pageHref(base, listPath, params, 1)} className={LIST_ACTION_CLASS}>
              {tl('firstPage')}
            </Link>
          }
        />
      )}
      {page <= pages ? (
        <Pagination base={base} path={listPath} page={page} pageCount={pages} params={params} />
      ) : null}
    </>
  );
}
