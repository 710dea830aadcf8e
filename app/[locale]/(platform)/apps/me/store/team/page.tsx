import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { platformPlace } from '@/components/account/platform-place';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { SupplierTeamPage } from '@/components/supplier-team/supplier-team-page';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('supplierTeam');
  return { title: t('title'), robots: { index: false, follow: false } };
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
