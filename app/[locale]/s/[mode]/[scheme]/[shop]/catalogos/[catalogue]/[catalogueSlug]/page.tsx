import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import {
  CataloguePage,
  catalogueMetadata,
  ownedCatalogueProps,
  type CatalogueProps,
  type OwnedCatalogueProps,
} from '../../../_lists/catalogue-page';

// As `catalogos/{slug}`: reads the query per request; the middleware sends every request to
// catalogos-vista/[view]/[catalogue]/[catalogueSlug], cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: OwnedCatalogueProps): Promise<Metadata> {
  const own = await ownedCatalogueProps<CatalogueProps>(props);
  return own ? catalogueMetadata(own, 'query') : {};
}

/**
 * A catalogue by its owner and slug (spec 03 §2 `catalogos/{owner}/{slug}`), the same page as
 * `catalogos/{slug}`; links on it lead to that shorter address.
 */
export default async function Page(props: OwnedCatalogueProps) {
  const own = await ownedCatalogueProps<CatalogueProps>(props);
  if (!own) notFound();
  return <CataloguePage from="query" {...own} />;
}
