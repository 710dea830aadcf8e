import 'server-only';

import type { ReactNode } from 'react';

import { notFound, redirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { SECTION } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { Pagination } from '@/components/storefront/pagination';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LinkTabs } from '@/components/ui/link-tabs';
import { Notice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import type { StaffCashout } from '@/lib/api/schemas/staff-cashouts';
import { formatPrice } from '@/lib/domain/catalogue/price';
import { pageCount } from '@/lib/domain/request/paging';
import {
  type DecisionNotice,
  STAFF_CASHOUT_FILTERS,
  STAFF_CASHOUTS_DECIDE_PATH,
  STAFF_CASHOUTS_PATH,
  type StaffCashoutFilter,
  staffCashoutsHref,
} from '@/lib/domain/wallet/staff-cashout-paths';
import {
  CASHOUT_REASON_MAX,
  CASHOUT_REFERENCE_MAX,
  STAFF_CASHOUTS_PAGE_SIZE,
} from '@/lib/domain/wallet/wallet-rules';

import { readStaffCashouts } from './staff-cashouts-reads';

/**
 * `/apps/admin/retiros` (issue 19: paying cash-outs out): platform staff's list of cash-out
 * requests by state, 10 a page, the queue oldest first. Each request still `requested` has two
 * forms — paid with the transfer's reference, rejected with a reason — posting to a route handler
 * that answers 303 back with what came of it, so it all works without JavaScript. Anybody but
 * platform staff (user level 3) gets a 404; signed-out visitors are sent to log in.
 */
export async function StaffCashoutsPage({
  filter,
  page,
  notice,
}: {
  filter: StaffCashoutFilter;
  page: number;
  notice: { code: DecisionNotice; cashout: string } | null;
}) {
  const t = await getTranslations('staffCashouts');
  const here = staffCashoutsHref(filter, page);
  const list = await readStaffCashouts(filter, page);
  if (list.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  if (list.kind === 'missing') notFound();
  const tone =
    notice && (notice.code === 'paid' || notice.code === 'rejected') ? 'success' : 'error';
  return (
    <AccountPageShell title={t('title')} intro={t('intro')}>
      <LinkTabs
        label={t('filterLabel')}
        tabs={STAFF_CASHOUT_FILTERS.map((key) => ({
          key,
          href: staffCashoutsHref(key),
          label: t(`filters.${key}`),
          current: key === filter,
        }))}
      />
      <Notice
        role={tone === 'success' ? 'status' : 'alert'}
        tone={tone}
        message={notice ? t(`notices.${notice.code}`) : null}
      />
      <section aria-label={t(`filters.${filter}`)} className={SECTION}>
        {list.kind !== 'read' ? (
          <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
        ) : list.value.results.length === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">{t(`empty.${filter}`)}</p>
        ) : (
          <>
            <ul className="divide-y divide-gray-200 dark:divide-gray-700">
              {list.value.results.map((cashout) => (
                <CashoutRow key={cashout.id} cashout={cashout} filter={filter} page={page} />
              ))}
            </ul>
            <Pagination
              base="/"
              path={STAFF_CASHOUTS_PATH}
              params={filter === 'requested' ? {} : { estado: filter }}
              page={page}
              pageCount={pageCount(list.value.matches_estimated, STAFF_CASHOUTS_PAGE_SIZE)}
            />
          </>
        )}
      </section>
    </AccountPageShell>
  );
}

async function CashoutRow({
  cashout,
  filter,
  page,
}: {
  cashout: StaffCashout;
  filter: StaffCashoutFilter;
  page: number;
}) {
  const [t, format] = await Promise.all([getTranslations('staffCashouts'), getFormatter()]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const amount = formatPrice(cashout.amount, cashout.currency);
  const { decision } = cashout;
  const headingId = `cashout-${cashout.id}`;
  return (
    <li data-cashout={cashout.id} className="space-y-2 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="min-w-0 font-semibold break-words">
          {cashout.requester.full_name} · {amount}
        </h2>
        <p className="text-sm font-medium" data-cashout-state={cashout.state}>
          {t(`states.${cashout.state}`)}
        </p>
      </div>
      <p className="text-sm break-words text-gray-700 dark:text-gray-300">
        {cashout.requester.email ? `${cashout.requester.email} · ` : null}
        {t(`walletTypes.${cashout.wallet_type}`)} ·{' '}
        {t('requestedOn', { date: when(cashout.created_at) })}
      </p>
      {decision ? (
        <p className="text-sm break-words text-gray-700 dark:text-gray-300">
          {decision.state === 'paid'
            ? t('paidBy', {
                date: when(decision.decided_at),
                name: decision.decided_by.full_name,
                reference: decision.payment_reference ?? '',
              })
            : t('rejectedBy', {
                date: when(decision.decided_at),
                name: decision.decided_by.full_name,
                reason: decision.reason ?? '',
              })}
        </p>
      ) : null}
      {cashout.state === 'requested' ? (
        <div className="grid gap-4 pt-1 md:grid-cols-2">
          <DecisionForm cashout={cashout} filter={filter} page={page} decision="paid">
            <Label htmlFor={`${headingId}-reference`}>{t('reference')}</Label>
            <Input
              id={`${headingId}-reference`}
              name="payment_reference"
              required
              maxLength={CASHOUT_REFERENCE_MAX}
              autoComplete="off"
              aria-describedby={`${headingId}-reference-hint`}
            />
            <p
              id={`${headingId}-reference-hint`}
              className="text-xs text-gray-600 dark:text-gray-400"
            >
              {t('referenceHint')}
            </p>
            <Button type="submit" size="sm" width="auto" aria-describedby={headingId}>
              {t('pay')}
            </Button>
          </DecisionForm>
          <DecisionForm cashout={cashout} filter={filter} page={page} decision="rejected">
            <Label htmlFor={`${headingId}-reason`}>{t('reason')}</Label>
            <Textarea
              id={`${headingId}-reason`}
              name="reason"
              required
              rows={2}
              maxLength={CASHOUT_REASON_MAX}
              aria-describedby={`${headingId}-reason-hint`}
            />
            <p id={`${headingId}-reason-hint`} className="text-xs text-gray-600 dark:text-gray-400">
              {t('reasonHint')}
            </p>
            <Button type="submit" size="sm" variant="outline" aria-describedby={headingId}>
              {t('reject')}
            </Button>
          </DecisionForm>
        </div>
      ) : null}
    </li>
  );
}

function DecisionForm({
  cashout,
  filter,
  page,
  decision,
  children,
}: {
  cashout: StaffCashout;
  filter: StaffCashoutFilter;
  page: number;
  decision: 'paid' | 'rejected';
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={`/${STAFF_CASHOUTS_DECIDE_PATH}`}
      className="flex flex-col items-start gap-1.5"
      data-decision={decision}
    >
      <input type="hidden" name="retiro" value={cashout.id} />
      <input type="hidden" name="decision" value={decision} />
      <input type="hidden" name="estado" value={filter} />
      <input type="hidden" name="page" value={String(page)} />
      {children}
    </form>
  );
}
