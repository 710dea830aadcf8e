import { CataloguePage, catalogueMetadata, type CatalogueProps } from '../../_lists/catalogue-page';

// A search inside the catalogue renders per request (the middleware sends every other request for
// a catalogue to catalogos-vista/[view]/[catalogue], which is cached). Said outright: the shop
// layout's generateStaticParams would otherwise make Next prerender it as ISR, where reading the
// query fails at run time (DYNAMIC_SERVER_USAGE).
export const dynamic = 'force-dynamic';

export function generateMetadata(props: CatalogueProps) {
  return catalogueMetadata(props, 'query');
}

/** A catalogue and its products (spec 01 §2 `{base}catalogos/{slug}`, also the share link). */
export default function Page(props: CatalogueProps) {
  return <CataloguePage from="query" {...props} />;
}
