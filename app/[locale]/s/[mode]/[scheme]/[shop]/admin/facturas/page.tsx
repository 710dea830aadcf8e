import type { Metadata } from 'next';

import { InvoicesPage } from '@/components/invoicing/invoices-page';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('invoicing', 'shopTitle');
}

/**
 * `{base}admin/facturas?InvoicesFilter=...` (spec 02 §2 "Shop admin routes"): the invoices asked
 * on the shop's orders, for its admins and accountants.
 */
export default async function ShopInvoicesRoute({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base, slug }, query] = await Promise.all([resolveShopParams(params), searchParams]);
  return <InvoicesPage place={{ as: 'shop', base, slug }} query={query} />;
}
