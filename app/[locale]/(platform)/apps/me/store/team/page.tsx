import type { Metadata } from 'next';

import { platformPlace } from '@/components/account/platform-place';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { SupplierTeamPage } from '@/components/supplier-team/supplier-team-page';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('supplierTeam');
}

/** `/apps/me/store/team`: the staff of the signed-in owner's supplier. */
export default async function SupplierTeamRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, query] = await Promise.all([platformPlace(params), searchParams]);
  const supplier = query[SUPPLIER_PARAM];
  return <SupplierTeamPage supplierId={typeof supplier === 'string' ? supplier : undefined} />;
}
