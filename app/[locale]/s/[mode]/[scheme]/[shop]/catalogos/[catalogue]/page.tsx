import { CataloguePage, catalogueMetadata, type CatalogueProps } from '../../_lists/catalogue-page';

// Reads the query per request. The middleware sends every request for a catalogue, searches
// included, to catalogos-vista/[view]/[catalogue], which is cached; no request reaches this route
// through it (kept so the folder's own address still renders). Said outright: the shop layout's
// generateStaticParams would otherwise make Next prerender it as ISR, where reading the query
// fails at run time (DYNAMIC_SERVER_USAGE).
export const dynamic = 'force-dynamic';

export function generateMetadata(props: CatalogueProps) {
  return catalogueMetadata(props, 'query');
}

/** A catalogue and its products (spec 01 §2 `{base}catalogos/{slug}`, also the share link). */
export default function Page(props: CatalogueProps) {
  return <CataloguePage from="query" {...props} />;
}
