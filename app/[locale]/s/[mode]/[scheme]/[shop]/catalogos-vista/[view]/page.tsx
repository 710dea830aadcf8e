import {
  CatalogueListPage,
  catalogueListMetadata,
  type CatalogueListViewProps,
} from '../../_lists/catalogue-list-page';

// One page of the list of catalogues, at the address the middleware gives `catalogos?page=2`
// (lib/domain/paths/list-views.ts): rendered on its first visit, then served from the cache like
// the shop home (see the layout).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export function generateMetadata(props: CatalogueListViewProps) {
  return catalogueListMetadata(props, 'view');
}

export default function Page(props: CatalogueListViewProps) {
  return <CatalogueListPage from="view" {...props} />;
}
