import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { ORDERS_CARD } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { Pagination } from '@/components/storefront/pagination';
import { Notice } from '@/components/ui/notice';
import {
  hasLooseFilterFields,
  invoicesFilterFromQuery,
  invoicesFilterQuery,
} from '@/lib/domain/invoicing/invoices-filter';
import { INVOICES_PATH } from '@/lib/domain/paths/shop-admin-paths';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pageCount, pageFromQuery, pageHref } from '@/lib/domain/request/paging';
import { pick } from '@/lib/i18n/pick';

import { InvoiceList } from './invoice-list';
import { InvoicesFilterForm } from './invoices-filter-form';
import { InvoicingProfilesManager } from './invoicing-profiles-manager';
import { IssueInvoiceButton } from './issue-invoice-button';
import {
  INVOICES_PAGE_SIZE,
  readMyInvoices,
  readMyInvoicingProfiles,
  readShopInvoices,
} from './invoicing-reads';

/** Where the list is: the customer's `/facturas`, or the shop's `{base}admin/facturas`. */
export type InvoicesPlace =
  { as: 'customer'; base: string } | { as: 'shop'; base: string; slug: string };

export const CUSTOMER_INVOICES_PATH = 'facturas';
export const SHOP_INVOICES_PATH = INVOICES_PATH;

/**
 * `/facturas?InvoicesFilter=...` and `{base}admin/facturas?InvoicesFilter=...` (spec 02 §2): the
 * invoices, newest first, 20 a page, through the InvoicesFilter. The customer's page also keeps
 * "Mis datos de facturación"; the shop's (its admins and accountants; anyone else 404) offers
 * "Emitir factura" when a CFDI provider is configured. Server-rendered; the forms are islands.
 */
export async function InvoicesPage({
  place,
  query,
}: {
  place: InvoicesPlace;
  query: Record<string, string | string[] | undefined>;
}) {
  const path = place.as === 'shop' ? SHOP_INVOICES_PATH : CUSTOMER_INVOICES_PATH;
  const filter = invoicesFilterFromQuery(query);
  const params = invoicesFilterQuery(filter);
  const page = pageFromQuery(query.page);
  if (hasLooseFilterFields(query)) redirect(pageHref(place.base, path, params, 1));
  const here = pageHref(place.base, path, params, page);
  const read =
    place.as === 'shop'
      ? await readShopInvoices(place.slug, page, filter)
      : await readMyInvoices(page, filter);
  if (read.kind === 'signed-out')
    redirect(shopHref(place.base, `login?next=${encodeURIComponent(here)}`));
  if (read.kind === 'missing') notFound();
  const [t, messages] = await Promise.all([getTranslations('invoicing'), getMessages()]);
  const profiles = place.as === 'customer' ? await readMyInvoicingProfiles() : null;
  const canIssue = read.kind === 'read' && 'can_issue' in read.value && read.value.can_issue;
  const filtered = Object.keys(params).length > 0;
  const clearHref = shopHref(place.base, path);
  return (
    <AccountPageShell>
      <NextIntlClientProvider messages={pick(messages, 'invoicing')}>
        <div className={ORDERS_CARD}>
          <h1 className="mb-2 text-2xl font-bold">
            {place.as === 'shop' ? t('shopTitle') : t('title')}
          </h1>
          <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
            {place.as === 'shop' ? t('shopIntro') : t('intro')}
          </p>
          {place.as === 'shop' && read.kind === 'read' && !canIssue ? (
            <Notice tone="info" size="lg" message={t('list.notConfigured')} />
          ) : null}
          <InvoicesFilterForm action={clearHref} filter={filter} clearHref={clearHref} />
          {read.kind === 'read' ? (
            <>
              <InvoiceList
                invoices={read.value.results}
                emptyText={filtered ? t('list.emptyFiltered') : t('list.empty')}
                action={
                  place.as === 'shop' && canIssue
                    ? (invoice) =>
                        invoice.state === 'requested' || invoice.state === 'failed' ? (
                          <IssueInvoiceButton shop={place.slug} invoiceId={invoice.id} />
                        ) : null
                    : undefined
                }
              />
              <Pagination
                base={place.base}
                path={path}
                page={page}
                pageCount={pageCount(read.value.matches_estimated, INVOICES_PAGE_SIZE)}
                params={params}
              />
            </>
          ) : (
            <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
          )}
        </div>
        {profiles ? (
          <section aria-labelledby="invoicing-profiles" className={`${ORDERS_CARD} mt-6`}>
            <h2 id="invoicing-profiles" className="mb-3 text-xl font-semibold">
              {t('profiles.title')}
            </h2>
            {profiles.kind === 'read' ? (
              <InvoicingProfilesManager profiles={profiles.value.results} />
            ) : (
              <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
            )}
          </section>
        ) : null}
      </NextIntlClientProvider>
    </AccountPageShell>
  );
}
