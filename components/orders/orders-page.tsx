import 'server-only';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { pageHref } from '@/lib/domain/paging';
import { shopHref } from '@/lib/domain/tenancy';

import { OrderList } from './order-list';
import { readMyOrders } from './order-reads';
import { ORDERS_CARD } from './order-styles';
import { OrdersLoadFailed } from './orders-load-failed';

/**
 * `{base}mis-compras` (spec 02 §2): the signed-in customer's orders, 10 a page, `?page=` 1-based.
 * Anonymous visitors go to the login page, which brings them back here.
 */
export async function OrdersPage({
  base,
  place,
  page,
}: {
  base: string;
  /** A shop's page offers its home when empty; the platform's, the platform's home. */
  place: 'shop' | 'platform';
  page: number;
}) {
  const here = pageHref(base, 'mis-compras', {}, page);
  const read = await readMyOrders(page);
  if (read.kind === 'signed-out')
    redirect(shopHref(base, `login?next=${encodeURIComponent(here)}`));
  const t = await getTranslations('orders');
  return (
    <AccountPageShell>
      <div className={ORDERS_CARD}>
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        {read.kind === 'read' ? (
          <OrderList
            orders={read.value.results}
            total={read.value.matches_estimated}
            page={page}
            base={base}
            emptyAction={
              place === 'shop'
                ? { href: shopHref(base, ''), label: t('emptyShop') }
                : { href: '/', label: t('emptyPlatform') }
            }
          />
        ) : (
          <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
        )}
      </div>
    </AccountPageShell>
  );
}
