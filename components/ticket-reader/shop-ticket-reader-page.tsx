import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { ORDERS_CARD } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pageHref } from '@/lib/domain/request/paging';
import {
  CODE_PARAM,
  SHOP_TICKETS_PATH,
  USE_TICKET_SEGMENT,
} from '@/lib/domain/ticket-scans/reader-paths';

import { TicketReaderPanel } from './ticket-reader-panel';
import { readTicketForPage } from './ticket-reader-reads';

/**
 * `{base}admin/boletos` (issue 21): the shop's ticket reader, for its owner, admins and
 * qrreaders — type a code or scan it, see who and what, mark it used once. Anonymous visitors
 * log in first; anyone else gets a 404.
 */
export async function ShopTicketReaderPage({
  base,
  slug,
  code,
  result,
}: {
  base: string;
  slug: string;
  code: string;
  result: string | undefined;
}) {
  const page = shopHref(base, SHOP_TICKETS_PATH);
  const here = code ? pageHref(base, SHOP_TICKETS_PATH, { [CODE_PARAM]: code }, 1) : page;
  const read = await readTicketForPage({ kind: 'shop', slug }, code, result);
  if (read.kind === 'signed-out')
    redirect(shopHref(base, `login?next=${encodeURIComponent(page)}`));
  if (read.kind === 'missing') notFound();
  const t = await getTranslations('ticketReader');
  return (
    <AccountPageShell>
      <div className={`${ORDERS_CARD} mx-auto max-w-2xl`}>
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">{t('intro')}</p>
        {read.kind === 'read' ? (
          <TicketReaderPanel
            read={read}
            code={code}
            target={{ kind: 'shop', slug }}
            pageAction={page}
            useAction={`${page}/${USE_TICKET_SEGMENT}`}
          />
        ) : (
          <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
        )}
      </div>
    </AccountPageShell>
  );
}
