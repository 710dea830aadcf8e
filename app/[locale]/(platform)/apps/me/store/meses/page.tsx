import type { Metadata } from 'next';

import { platformPlace } from '@/components/account/platform-place';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { SupplierInstalmentsPage } from '@/components/supplier-instalments/supplier-instalments-page';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('supplierInstalments');
}

/** `/apps/me/store/meses`: the meses sin intereses the signed-in owner's (or admin's) supplier offers. */
export default async function SupplierInstalmentsRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, query] = await Promise.all([platformPlace(params), searchParams]);
  const supplier = query[SUPPLIER_PARAM];
  return (
    <SupplierInstalmentsPage supplierId={typeof supplier === 'string' ? supplier : undefined} />
  );
}
