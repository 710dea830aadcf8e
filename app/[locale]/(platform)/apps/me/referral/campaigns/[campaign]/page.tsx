import type { Metadata } from 'next';

import { platformPlace } from '@/components/account/platform-place';
import { CampaignDetailPage } from '@/components/campaigns/campaign-detail-page';
import { pageFromQuery } from '@/lib/domain/request/paging';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('campaigns');
}

/** `/apps/me/referral/campaigns/{id}`: one of the signed-in user's campaigns and its channels. */
export default async function CampaignRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; campaign: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, { campaign }, query] = await Promise.all([platformPlace(params), params, searchParams]);
  return <CampaignDetailPage id={campaign} page={pageFromQuery(query.page)} />;
}
