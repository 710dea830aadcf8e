import type { Metadata } from 'next';

import { platformPlace } from '@/components/account/platform-place';
import { ReferredPage } from '@/components/campaigns/referred-page';
import { referredFiltersFromQuery } from '@/lib/domain/campaigns/campaign-filters';
import { pageFromQuery } from '@/lib/domain/request/paging';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('campaigns.referred');
}

/** `/apps/me/referral/referred`: the people the signed-in user referred. */
export default async function ReferredRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, query] = await Promise.all([platformPlace(params), searchParams]);
  return (
    <ReferredPage filters={referredFiltersFromQuery(query)} page={pageFromQuery(query.page)} />
  );
}
