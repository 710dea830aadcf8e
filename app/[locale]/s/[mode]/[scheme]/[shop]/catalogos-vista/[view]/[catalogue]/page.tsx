import {
  CataloguePage,
  catalogueMetadata,
  type CatalogueViewProps,
} from '../../../_lists/catalogue-page';

// One page of a catalogue, at the address the middleware gives `catalogos/{slug}?page=2`
// (lib/domain/paths/list-views.ts): rendered on its first visit, then served from the cache like
// the shop home (see the layout).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export function generateMetadata(props: CatalogueViewProps) {
  return catalogueMetadata(props, 'view');
}

export default function Page(props: CatalogueViewProps) {
  return <CataloguePage from="view" {...props} />;
}
