import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { isCatalogueOwner } from '@/lib/domain/paths/catalogue-paths';
import { resolveShopParams } from '@/lib/server/storefront/shop-params';
import { decodedSegment } from '@/lib/domain/paths/path-segment';
import { readShop } from '@/lib/server/storefront/storefront-reads';

import CataloguePage, { generateMetadata as catalogueMetadata } from '../page';

// As `catalogos/{slug}`: the query and the resale-info cookie make it per request.
export const dynamic = 'force-dynamic';

type Params = Promise<{
  locale: string;
  mode: string;
  scheme: string;
  shop: string;
  /** Here the catalogue's owner: the shop owner's id or the shop's slug. */
  catalogue: string;
  catalogueSlug: string;
}>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The params of `catalogos/{slug}` for `catalogos/{owner}/{slug}` when the owner is the shop's, or
 * null (a 404).
 */
async function ownedCatalogueParams(params: Params) {
  const { catalogue: owner, catalogueSlug, ...rest } = await params;
  const { slug } = await resolveShopParams(params);
  const shop = await readShop(slug);
  if (!shop || !isCatalogueOwner(decodedSegment(owner), shop)) return null;
  return { ...rest, catalogue: catalogueSlug };
}

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}): Promise<Metadata> {
  const own = await ownedCatalogueParams(params);
  // The canonical URL stays `catalogos/{slug}`: both addresses are one page for crawlers.
  return own ? catalogueMetadata({ params: Promise.resolve(own), searchParams }) : {};
}

/**
 * A catalogue by its owner and slug (spec 03 §2 `catalogos/{owner}/{slug}`), the same page as
 * `catalogos/{slug}`; links on it lead to that shorter address.
 */
export default async function OwnedCataloguePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const own = await ownedCatalogueParams(params);
  if (!own) notFound();
  return CataloguePage({ params: Promise.resolve(own), searchParams });
}
