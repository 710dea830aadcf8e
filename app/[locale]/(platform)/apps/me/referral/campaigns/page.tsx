import type { Metadata } from 'next';

import { platformPlace } from '@/components/account/platform-place';
import { CampaignsPage } from '@/components/campaigns/campaigns-page';
import { campaignFiltersFromQuery } from '@/lib/domain/campaigns/campaign-filters';
import { pageFromQuery } from '@/lib/domain/request/paging';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('campaigns');
}

/** `/apps/me/referral/campaigns`: the signed-in user's campaigns and their short links. */
export default async function CampaignsRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, query] = await Promise.all([platformPlace(params), searchParams]);
  return (
    <CampaignsPage filters={campaignFiltersFromQuery(query)} page={pageFromQuery(query.page)} />
  );
}
