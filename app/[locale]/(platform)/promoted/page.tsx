import { platformPlace } from '@/components/account/platform-place';
import { promotedMetadata } from '@/components/promoted/promoted-metadata';
import { PromotedPage } from '@/components/promoted/promoted-page';
import { promotedFiltersFromQuery } from '@/lib/domain/promoted/promoted-list';
import { pageFromQuery } from '@/lib/domain/request/paging';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return promotedMetadata();
}

/** `/promoted` on the platform host: the signed-in user's referral tree. */
export default async function PlatformPromotedRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base }, query] = await Promise.all([platformPlace(params), searchParams]);
  return (
    <PromotedPage
      base={base}
      filters={promotedFiltersFromQuery(query)}
      page={pageFromQuery(query.page)}
    />
  );
}
