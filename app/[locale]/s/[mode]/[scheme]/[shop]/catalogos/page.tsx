import {
  CatalogueListPage,
  catalogueListMetadata,
  type CatalogueListProps,
} from '../_lists/catalogue-list-page';

// The middleware sends every request for the list to catalogos-vista/[view], which is cached;
// this route reads `?page=` per request. Said outright: the shop layout's generateStaticParams
// would otherwise make Next prerender it as ISR, where reading the query fails at run time
// (DYNAMIC_SERVER_USAGE).
export const dynamic = 'force-dynamic';

export function generateMetadata(props: CatalogueListProps) {
  return catalogueListMetadata(props, 'query');
}

/** The shop's catalogues (spec 01 §2 `{base}catalogos`), 30 a page. */
export default function Page(props: CatalogueListProps) {
  return <CatalogueListPage from="query" {...props} />;
}
