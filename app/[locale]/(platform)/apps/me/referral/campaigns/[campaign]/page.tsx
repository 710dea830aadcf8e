import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { platformPlace } from '@/components/account/platform-place';
import { CampaignDetailPage } from '@/components/campaigns/campaign-detail-page';
import { pageFromQuery } from '@/lib/domain/request/paging';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('campaigns');
  return { title: t('title'), robots: { index: false, follow: false } };
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
