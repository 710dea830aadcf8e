import type { Metadata } from 'next';

import { ShopReturnsPage } from '@/components/shop-returns/shop-returns-page';
import { RETURN_STATES, type ReturnState } from '@/lib/domain/orders/returns';
import { pageFromQuery } from '@/lib/domain/request/paging';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('shopReturns');
}

/** `{base}admin/solicitudes` (spec 02 §2): return requests on the shop's orders, for its staff. */
export default async function ShopReturnsRoute({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base, slug }, query] = await Promise.all([resolveShopParams(params), searchParams]);
  // An unknown state shows them all, as an unknown page number shows the first.
  const state = RETURN_STATES.find((s) => s === query.estado) as ReturnState | undefined;
  return <ShopReturnsPage base={base} slug={slug} page={pageFromQuery(query.page)} state={state} />;
}
