import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { platformPlace } from '@/components/account/platform-place';
import { ReferredPage } from '@/components/campaigns/referred-page';
import { referredFiltersFromQuery } from '@/lib/domain/campaigns/campaign-filters';
import { pageFromQuery } from '@/lib/domain/request/paging';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('campaigns.referred');
  return { title: t('title'), robots: { index: false, follow: false } };
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
