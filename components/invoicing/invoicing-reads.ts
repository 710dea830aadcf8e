import 'server-only';

import { cache } from 'react';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type {
  InvoicesPage,
  InvoicingProfileList,
  OrderInvoice,
  ShopInvoicesPage,
} from '@/lib/api/schemas/invoicing';
import { type InvoicesFilter, invoicesFilterParams } from '@/lib/domain/invoicing/invoices-filter';
import { pageOffset } from '@/lib/domain/request/paging';

/** Invoices a page (the lists of `/facturas` and `{base}admin/facturas`). */
export const INVOICES_PAGE_SIZE = 20;

const pageQuery = (page: number, filter: InvoicesFilter) => ({
  ...invoicesFilterParams(filter),
  offset: String(pageOffset(page, INVOICES_PAGE_SIZE)),
  limit: String(INVOICES_PAGE_SIZE),
});

/** The visitor's invoicing profiles. Once per request: the order page and the form both ask. */
export const readMyInvoicingProfiles = cache(
  async (): Promise<OrdersRead<InvoicingProfileList>> => {
    const api = await visitorClient();
    if (!api) return { kind: 'signed-out' };
    return settle('invoicing profiles', () => api.api.me['invoicing-profiles'].$get());
  },
);

/** An order's invoice as the visitor may read it. Once per request (order page, receipt). */
export const readOrderInvoice = cache(
  async (orderId: string): Promise<OrdersRead<OrderInvoice>> => {
    const api = await visitorClient();
    if (!api) return { kind: 'signed-out' };
    return settle('order invoice', () =>
      api.api.orders[':id'].invoice.$get({ param: { id: orderId } }),
    );
  },
);

export async function readMyInvoices(
  page: number,
  filter: InvoicesFilter,
): Promise<OrdersRead<InvoicesPage>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('invoices', () => api.api.me.invoices.$get({ query: pageQuery(page, filter) }));
}

export async function readShopInvoices(
  slug: string,
  page: number,
  filter: InvoicesFilter,
): Promise<OrdersRead<ShopInvoicesPage>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('shop invoices', () =>
    api.api.shops[':slug'].invoices.$get({ param: { slug }, query: pageQuery(page, filter) }),
  );
}
