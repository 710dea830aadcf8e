import { promotedMetadata } from '@/components/promoted/promoted-metadata';
import { PromotedPage } from '@/components/promoted/promoted-page';
import { promotedFiltersFromQuery } from '@/lib/domain/promoted/promoted-list';
import { pageFromQuery } from '@/lib/domain/request/paging';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie and the query (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return promotedMetadata();
}

/** `{base}promoted` on a shop (spec 03 §2): the signed-in user's referral tree. */
export default async function ShopPromotedRoute({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base }, query] = await Promise.all([resolveShopParams(params), searchParams]);
  return (
    <PromotedPage
      base={base}
      filters={promotedFiltersFromQuery(query)}
      page={pageFromQuery(query.page)}
    />
  );
}
