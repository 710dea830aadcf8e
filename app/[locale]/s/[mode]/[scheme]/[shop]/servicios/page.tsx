import { TypeListPage, typeListMetadata, type TypeListProps } from '../_lists/type-list-page';

// Reads the query per request. The middleware sends every list request, searches included, to
// [view], which is cached; no request reaches this route through it (kept so the folder's own
// address still renders, like catalogos). Said outright because the shop layout's
// generateStaticParams would otherwise make Next prerender it as ISR, where reading the query
// fails at run time (DYNAMIC_SERVER_USAGE).
export const dynamic = 'force-dynamic';

export function generateMetadata(props: TypeListProps) {
  return typeListMetadata('servicios', 'query', props);
}

export default function Page(props: TypeListProps) {
  return <TypeListPage segment="servicios" from="query" {...props} />;
}
