import 'server-only';

import { redirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { FilterDate, FilterSelect, FilterText } from '@/components/orders/order-filters-form';
import { SECTION } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { Pagination } from '@/components/storefront/pagination';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import type { Referred } from '@/lib/api/schemas/campaigns';
import {
  CAMPAIGNS_PATH,
  REFERRED_ARRIVALS,
  REFERRED_PATH,
  type ReferredFilters,
} from '@/lib/domain/campaigns/campaign-filters';
import { CAMPAIGN_PAGE_SIZE } from '@/lib/domain/campaigns/campaign-rules';
import { pageCount, pageHref } from '@/lib/domain/request/paging';

import { readMyReferred } from './campaign-reads';

/**
 * `/apps/me/referral/referred` (spec 03 §7 "referred"; issue 19): the people the signed-in user
 * referred — signed up through their link or bought carrying their referral — newest first, 10 a
 * page, with the campaign that brought each and their orders. Filters as a plain GET form; reads
 * without JavaScript; signed-out visitors are sent to log in.
 */
export async function ReferredPage({ filters, page }: { filters: ReferredFilters; page: number }) {
  const t = await getTranslations('campaigns.referred');
  const here = pageHref('/', REFERRED_PATH, { ...filters }, page);
  const list = await readMyReferred(page, filters);
  if (list.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <AccountPageShell
      title={t('title')}
      intro={
        <>
          {t('intro')}{' '}
          <Link href={`/${CAMPAIGNS_PATH}`} className="underline">
            {t('campaigns')}
          </Link>
        </>
      }
    >
      <form
        key={JSON.stringify(filters)}
        method="get"
        action={`/${REFERRED_PATH}`}
        aria-label={t('filters')}
        className="grid gap-3 sm:grid-cols-2"
      >
        <FilterText label={t('text')} value={filters.text} maxLength={100} />
        <FilterSelect
          name="llegada"
          label={t('arrival')}
          any={t('arrivals.any')}
          value={filters.llegada}
          options={REFERRED_ARRIVALS.map((a) => [a, t(`arrivals.${a}`)] as const)}
        />
        <FilterDate name="start_date" label={t('from')} value={filters.start_date} />
        <FilterDate name="end_date" label={t('to')} value={filters.end_date} />
        {filters.campaign ? <input type="hidden" name="campaign" value={filters.campaign} /> : null}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" variant="tool" size="sm">
            {t('submit')}
          </Button>
          {filtered ? (
            <Link href={`/${REFERRED_PATH}`} className="text-sm underline">
              {t('clear')}
            </Link>
          ) : null}
        </div>
      </form>
      <section aria-label={t('title')} className={SECTION}>
        {list.kind !== 'read' ? (
          <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
        ) : list.value.results.length === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">{filtered ? t('noMatch') : t('empty')}</p>
        ) : (
          <>
            <ul className="divide-y divide-gray-200 dark:divide-gray-700">
              {list.value.results.map((person) => (
                <ReferredRow key={person.id} person={person} />
              ))}
            </ul>
            <Pagination
              base="/"
              path={REFERRED_PATH}
              params={{ ...filters }}
              page={page}
              pageCount={pageCount(list.value.matches_estimated, CAMPAIGN_PAGE_SIZE)}
            />
          </>
        )}
      </section>
    </AccountPageShell>
  );
}

async function ReferredRow({ person }: { person: Referred }) {
  const [t, format] = await Promise.all([getTranslations('campaigns.referred'), getFormatter()]);
  const joined = format.dateTime(new Date(person.created_at), { dateStyle: 'medium' });
  return (
    <li data-referred={person.id} className="space-y-1 py-3">
      <p className="font-semibold break-words">{person.full_name}</p>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {person.registered ? t('signedUp', { date: joined }) : t('customer')}
        {person.campaign ? ` · ${t('campaign', { name: person.campaign.name })}` : null}
        {' · '}
        {t('orders', { count: person.orders })}
      </p>
    </li>
  );
}
