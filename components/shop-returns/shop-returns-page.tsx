import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { ORDERS_CARD, TERM } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { SHOP_ORDERS_PATH } from '@/components/shop-orders/shop-orders-paths';
import { LIST_ACTION_CLASS, ListMessage } from '@/components/storefront/list-message';
import { Pagination } from '@/components/storefront/pagination';
import Link from '@/components/ui/link';
import { LinkTabs } from '@/components/ui/link-tabs';
import type { ShopReturn, ShopReturnsPage } from '@/lib/api/schemas/returns';
import { formatPrice } from '@/lib/domain/catalogue/price';
import type { ReturnState } from '@/lib/domain/orders/returns';
import { RETURNS_PATH } from '@/lib/domain/paths/shop-admin-paths';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pageCount, pageHref } from '@/lib/domain/request/paging';
import { PLATFORM_TIME_ZONE } from '@/lib/i18n/locales';

import { readShopReturns, SHOP_RETURNS_PAGE_SIZE } from './shop-returns-reads';

const STATE_TONES = {
  open: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  closed: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
} as const;

/**
 * `{base}admin/solicitudes` (spec 02 §2 "Shop admin routes"; what it holds is ours,
 * docs/decisions.md): the return requests on the orders placed in the shop, across its
 * suppliers, newest first, 10 a page, all or those open or closed — who asked, from which
 * supplier, why, and what was decided, each linking to its order. Read only: the supplier
 * decides. For the shop's owner and staff with `orders.read`; anonymous visitors log in first,
 * anyone else gets a 404.
 */
export async function ShopReturnsPage({
  base,
  slug,
  page,
  state,
}: {
  base: string;
  slug: string;
  page: number;
  state: ReturnState | undefined;
}) {
  const query = { estado: state };
  const here = pageHref(base, RETURNS_PATH, query, page);
  const read = await readShopReturns(slug, page, state);
  if (read.kind === 'signed-out')
    redirect(shopHref(base, `login?next=${encodeURIComponent(here)}`));
  if (read.kind === 'missing') notFound();
  const t = await getTranslations('shopReturns');
  const filters = [undefined, 'open', 'closed'] as const;
  return (
    <AccountPageShell>
      <div className={ORDERS_CARD}>
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">{t('intro')}</p>
        <LinkTabs
          label={t('filter')}
          tabs={filters.map((filter) => ({
            key: filter ?? 'all',
            href: pageHref(base, RETURNS_PATH, { estado: filter }, 1),
            label: t(`filters.${filter ?? 'all'}`),
            current: filter === state,
          }))}
        />
        {read.kind === 'read' ? (
          <ReturnList list={read.value} page={page} base={base} query={query} />
        ) : (
          <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
        )}
      </div>
    </AccountPageShell>
  );
}

async function ReturnList({
  list,
  page,
  base,
  query,
}: {
  list: ShopReturnsPage;
  page: number;
  base: string;
  query: Record<string, string | undefined>;
}) {
  const [t, tl] = await Promise.all([getTranslations('shopReturns'), getTranslations('lists')]);
  const total = list.matches_estimated;
  if (total === 0) return <ListMessage message={t('empty')} />;
  const pages = pageCount(total, SHOP_RETURNS_PAGE_SIZE);
  return (
    <>
      <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
        {t('count', { count: total })}
        {pages > 1 ? ` · ${tl('pageOf', { page, count: pages })}` : null}
      </p>
      {list.results.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {list.results.map((ret) => (
            <li key={ret.id}>
              <ReturnCard ret={ret} base={base} />
            </li>
          ))}
        </ul>
      ) : (
        <ListMessage
          message={tl('pageOutOfRange', { page })}
          action={
            <Link href={pageHref(base, RETURNS_PATH, query, 1)} className={LIST_ACTION_CLASS}>
              {tl('firstPage')}
            </Link>
          }
        />
      )}
      {page <= pages ? (
        <Pagination base={base} path={RETURNS_PATH} page={page} pageCount={pages} params={query} />
      ) : null}
    </>
  );
}

async function ReturnCard({ ret, base }: { ret: ShopReturn; base: string }) {
  const [t, tr, format] = await Promise.all([
    getTranslations('shopReturns'),
    getTranslations('orderReturns'),
    getFormatter(),
  ]);
  const when = (iso: string) =>
    format.dateTime(new Date(iso), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: PLATFORM_TIME_ZONE,
    });
  return (
    <article
      aria-labelledby={`return-${ret.id}`}
      className="rounded-xl border border-gray-200 p-4 dark:border-gray-700"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`return-${ret.id}`} className="text-lg font-semibold break-words">
          {tr(`reasons.${ret.reason}`)}
        </h2>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_TONES[ret.state]}`}>
          {tr(`states.${ret.state}`)}
          {ret.decision ? ` · ${tr(`decisions.${ret.decision}`)}` : null}
        </span>
      </header>
      <dl className="mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-4">
        <div className="min-w-0">
          <dt className={TERM}>{t('customer')}</dt>
          <dd className="break-words">{ret.order.customer_name}</dd>
        </div>
        <div className="min-w-0">
          <dt className={TERM}>{t('supplier')}</dt>
          <dd className="break-words">{ret.order.supplier_name}</dd>
        </div>
        <div>
          <dt className={TERM}>{t('requested')}</dt>
          <dd>
            <time dateTime={ret.created_at}>{when(ret.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt className={TERM}>{t('orderTotal')}</dt>
          <dd>{formatPrice(ret.order.total, ret.order.currency)}</dd>
        </div>
      </dl>
      {ret.notes ? (
        <p className="mt-3 text-sm break-words whitespace-pre-line">{ret.notes}</p>
      ) : null}
      {ret.customer_note ? (
        <p className="mt-2 text-sm break-words whitespace-pre-line">
          <span className="font-semibold">{t('supplierAnswer')} </span>
          {ret.customer_note}
        </p>
      ) : null}
      <p className="mt-3 text-sm">
        <Link
          href={shopHref(base, `${SHOP_ORDERS_PATH}/${encodeURIComponent(ret.order.id)}`)}
          className={LIST_ACTION_CLASS}
        >
          {t('seeOrder', { number: ret.order.number })}
        </Link>
      </p>
    </article>
  );
}
