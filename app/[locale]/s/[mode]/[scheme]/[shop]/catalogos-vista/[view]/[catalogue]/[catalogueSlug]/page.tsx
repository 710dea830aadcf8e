import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import {
  CataloguePage,
  catalogueMetadata,
  ownedCatalogueProps,
  type CatalogueViewProps,
  type OwnedCatalogueViewProps,
} from '../../../../_lists/catalogue-page';

// One page of a catalogue by its owner and slug (`catalogos/{owner}/{slug}?page=2`, spec 03 §2),
// cached like `catalogos-vista/[view]/[catalogue]`; another owner is a 404.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: OwnedCatalogueViewProps): Promise<Metadata> {
  const own = await ownedCatalogueProps<CatalogueViewProps>(props);
  return own ? catalogueMetadata(own, 'view') : {};
}

export default async function Page(props: OwnedCatalogueViewProps) {
  const own = await ownedCatalogueProps<CatalogueViewProps>(props);
  if (!own) notFound();
  return <CataloguePage from="view" {...own} />;
}
