import type { Metadata } from 'next';

import { platformPlace } from '@/components/account/platform-place';
import {
  RESELLER_SHOP_PARAM,
  ResellerCataloguesPage,
} from '@/components/catalogue-curation/reseller-catalogues-page';
import { pageFromQuery } from '@/lib/domain/request/paging';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('resellerCatalogues');
}

/** `/apps/me/referral/resale/catalogues`: the reseller's catalogues with their share links. */
export default async function ResellerCataloguesRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, query] = await Promise.all([platformPlace(params), searchParams]);
  const shop = query[RESELLER_SHOP_PARAM];
  return (
    <ResellerCataloguesPage
      shop={typeof shop === 'string' ? shop : undefined}
      page={pageFromQuery(query.page)}
    />
  );
}
