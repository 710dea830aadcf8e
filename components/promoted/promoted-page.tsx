import 'server-only';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { SECTION } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { Pagination } from '@/components/storefront/pagination';
import Link from '@/components/ui/link';
import { LinkTabs } from '@/components/ui/link-tabs';
import { Toaster } from '@/components/ui/toaster';
import {
  PROMOTED_PAGE_SIZE,
  PROMOTED_PATH,
  type PromotedFilters,
  promotedParams,
} from '@/lib/domain/promoted/promoted-list';
import { pageCount, pageHref } from '@/lib/domain/request/paging';
import { shopHref } from '@/lib/domain/paths/tenancy';

import type { FollowButtonLabels } from './follow-button';
import { PromotedRow } from './promoted-row';
import { readMyPromoted } from './promoted-reads';

/** Every row's follow button shows its failures here. */
const TOASTER = 'promoted-toasts';

/**
 * `{base}promoted` (spec 03 §2 "Promoted list": PromotedList, PromotedLisLabel, OnlyChilds; §3
 * "Promoted user"; §9 10 a page; issue 19): the people of the signed-in user's referral tree —
 * all of it or their direct referrals, or below one of them — newest first, each with a follow
 * button. The list, its filters and pages are links and read without JavaScript; the follow
 * buttons are islands. Signed-out visitors are sent to log in.
 */
export async function PromotedPage({
  base,
  filters,
  page,
}: {
  base: string;
  filters: PromotedFilters;
  page: number;
}) {
  const t = await getTranslations('promoted');
  const params = promotedParams(filters);
  const here = pageHref(base, PROMOTED_PATH, params, page);
  const list = await readMyPromoted(page, filters);
  if (list.kind === 'signed-out')
    redirect(shopHref(base, `login?next=${encodeURIComponent(here)}`));
  const whole = shopHref(base, PROMOTED_PATH);
  const parentName =
    filters.parent && list.kind === 'read' ? (filters.label ?? list.value.parent.name) : null;
  const labels: FollowButtonLabels = {
    follow: t('follow'),
    following: t('following'),
    saving: t('saving'),
    failedTitle: t('followFailedTitle'),
    failed: t('followFailed'),
  };
  const scope = (onlyChildren: boolean) =>
    pageHref(base, PROMOTED_PATH, promotedParams({ ...filters, onlyChildren }), 1);

  return (
    <AccountPageShell
      title={parentName ? t('titleOf', { name: parentName }) : t('title')}
      intro={
        <>
          {parentName ? null : t('intro')}
          {filters.parent ? (
            <Link href={whole} className="underline">
              {t('wholeNetwork')}
            </Link>
          ) : null}
        </>
      }
    >
      {list.kind === 'missing' ? (
        <p role="alert">{t('notInNetwork')}</p>
      ) : list.kind !== 'read' ? (
        <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
      ) : (
        <>
          <LinkTabs
            label={t('scope')}
            tabs={[
              {
                key: 'all',
                href: scope(false),
                label: t('scopeAll'),
                current: !filters.onlyChildren,
              },
              {
                key: 'children',
                href: scope(true),
                label: t('scopeChildren'),
                current: filters.onlyChildren,
              },
            ]}
          />
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {t('count', { count: list.value.matches_estimated })}
          </p>
          <section aria-label={t('title')} className={SECTION}>
            {list.value.results.length === 0 ? (
              <p className="text-gray-700 dark:text-gray-300">
                {filters.parent ? t('emptyOf') : t('empty')}
              </p>
            ) : (
              <ul className="divide-y divide-gray-200 dark:divide-gray-700">
                {list.value.results.map((person) => (
                  <PromotedRow
                    key={person.id}
                    person={person}
                    base={base}
                    filters={filters}
                    labels={labels}
                    toaster={TOASTER}
                  />
                ))}
              </ul>
            )}
            <Pagination
              base={base}
              path={PROMOTED_PATH}
              params={params}
              page={page}
              pageCount={pageCount(list.value.matches_estimated, PROMOTED_PAGE_SIZE)}
            />
          </section>
          <Toaster id={TOASTER} />
        </>
      )}
    </AccountPageShell>
  );
}
