import type { Metadata } from 'next';

import { platformPlace } from '@/components/account/platform-place';
import { InvoicesPage } from '@/components/invoicing/invoices-page';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('invoicing');
}

/**
 * `/facturas?InvoicesFilter=...` (spec 02 §2 "Supplier and user routes"): the signed-in
 * customer's invoices and their invoicing data.
 */
export default async function CustomerInvoicesRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base }, query] = await Promise.all([platformPlace(params), searchParams]);
  return <InvoicesPage place={{ as: 'customer', base }} query={query} />;
}
