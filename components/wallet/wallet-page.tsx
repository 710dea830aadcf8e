import 'server-only';

import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { SECTION, SECTION_TITLE } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { Pagination } from '@/components/storefront/pagination';
import type { Wallet } from '@/lib/api/schemas/wallet';
import { formatPrice } from '@/lib/domain/catalogue/price';
import { pageCount, pageHref } from '@/lib/domain/request/paging';
import { WALLET_PAGE_SIZE, type WalletTypeId } from '@/lib/domain/wallet/wallet-rules';

import { pick } from '@/lib/i18n/pick';

import { CashoutForm } from './cashout-form';
import { walletPath } from './wallet-path';
import { readMyWallet } from './wallet-reads';

/**
 * `/me/wallet/{wallet_type_id}` (spec 03 §3 "Wallet"; spec 02 §7): the signed-in user's balance
 * per currency (pending inside the return window, available for cash-out, with the cash-out
 * request form), the next cut-off date, the latest cash-out requests, and the ledger 10 lines a
 * page, newest first. Reads without JavaScript; signed-out visitors are
 * sent to log in.
 */
export async function WalletPage({ walletType, page }: { walletType: WalletTypeId; page: number }) {
  const t = await getTranslations('wallet');
  const here = pageHref('/', walletPath(walletType), {}, page);
  const wallet = await readMyWallet(walletType, page);
  if (wallet.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  return (
    <AccountPageShell title={`${t('title')}: ${t(`types.${walletType}`)}`} intro={t('intro')}>
      {wallet.kind !== 'read' ? (
        <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
      ) : (
        <WalletBody wallet={wallet.value} walletType={walletType} page={page} />
      )}
    </AccountPageShell>
  );
}

async function WalletBody({
  wallet,
  walletType,
  page,
}: {
  wallet: Wallet;
  walletType: WalletTypeId;
  page: number;
}) {
  const [t, format, messages] = await Promise.all([
    getTranslations('wallet'),
    getFormatter(),
    getMessages(),
  ]);
  const day = (iso: string) =>
    format.dateTime(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso), {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
  return (
    <>
      <p className="font-medium">{t('nextCutoff', { date: day(wallet.next_cutoff_date) })}</p>
      {wallet.balances.length === 0 ? (
        <p className="mt-3 text-gray-700 dark:text-gray-300">{t('noBalance')}</p>
      ) : (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {wallet.balances.map((b) => (
            <section
              key={b.currency}
              aria-label={t('currency', { currency: b.currency })}
              className="rounded-xl border border-gray-200 p-4 dark:border-gray-700"
            >
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <dt>{t('balance')}</dt>
                <dd className="text-right font-semibold">{formatPrice(b.balance, b.currency)}</dd>
                <dt>{t('pending')}</dt>
                <dd className="text-right" data-wallet-pending={b.currency}>
                  {formatPrice(b.pending, b.currency)}
                </dd>
                <dt>{t('available')}</dt>
                <dd className="text-right" data-wallet-available={b.currency}>
                  {formatPrice(b.available_for_cashout, b.currency)}
                </dd>
              </dl>
              {b.available_for_cashout > 0 ? (
                <NextIntlClientProvider messages={pick(messages, 'wallet.cashout')}>
                  <CashoutForm
                    walletType={walletType}
                    currency={b.currency}
                    available={b.available_for_cashout}
                  />
                </NextIntlClientProvider>
              ) : null}
            </section>
          ))}
        </div>
      )}
      {wallet.cashouts.length > 0 ? (
        <section aria-labelledby="wallet-cashouts" className={SECTION}>
          <h2 id="wallet-cashouts" className={SECTION_TITLE}>
            {t('cashout.title')}
          </h2>
          <ul className="mt-3 divide-y divide-gray-200 dark:divide-gray-700">
            {wallet.cashouts.map((cashout) => (
              <li key={cashout.id} data-cashout={cashout.id} className="space-y-1 py-2">
                <div className="flex items-baseline justify-between gap-3">
                  <span>
                    <time dateTime={cashout.created_at}>{day(cashout.created_at)}</time> ·{' '}
                    <span data-cashout-state={cashout.state}>
                      {t(`cashout.states.${cashout.state}`)}
                    </span>
                  </span>
                  <span className="font-semibold">
                    {formatPrice(cashout.amount, cashout.currency)}
                  </span>
                </div>
                {cashout.payment_reference ? (
                  <p className="text-sm break-words text-gray-600 dark:text-gray-400">
                    {t('cashout.paidReference', { reference: cashout.payment_reference })}
                  </p>
                ) : null}
                {cashout.reason ? (
                  <p className="text-sm break-words text-gray-600 dark:text-gray-400">
                    {t('cashout.rejectedReason', { reason: cashout.reason })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="wallet-ledger" className={SECTION}>
        <h2 id="wallet-ledger" className={SECTION_TITLE}>
          {t('ledger')}
        </h2>
        {wallet.results.length === 0 ? (
          <p className="mt-3 text-gray-700 dark:text-gray-300">{t('empty')}</p>
        ) : (
          <>
            <ul className="mt-3 divide-y divide-gray-200 dark:divide-gray-700">
              {wallet.results.map((entry) => (
                <li key={entry.id} className="space-y-1 py-3">
                  <div className="flex items-baseline justify-between gap-3">
                    <p className="min-w-0 font-semibold break-words">{entry.name}</p>
                    <p className="shrink-0 font-semibold">
                      {formatPrice(entry.amount, entry.currency)}
                    </p>
                  </div>
                  <p className="text-sm text-gray-600 dark:text-gray-400">
                    {entry.kind === 'reversal' ? `${t('reversal')} · ` : null}
                    {entry.order_number === null
                      ? t('membership')
                      : t('order', { number: entry.order_number })}{' '}
                    · <time dateTime={entry.created_at}>{day(entry.created_at)}</time>
                  </p>
                  <p className="text-sm text-gray-600 dark:text-gray-400">
                    {entry.status === 'pending'
                      ? `${t('pending')} · ${t('availableOn', { date: day(entry.available_at) })}`
                      : t('available')}
                  </p>
                </li>
              ))}
            </ul>
            <Pagination
              base="/"
              path={walletPath(walletType)}
              page={page}
              pageCount={pageCount(wallet.matches_estimated, WALLET_PAGE_SIZE)}
            />
          </>
        )}
      </section>
    </>
  );
}
