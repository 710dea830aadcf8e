import { TypeListPage, typeListMetadata, type TypeListProps } from '../_lists/type-list-page';

// A search renders per request (the middleware sends every other list request to [view], which
// is cached). Said outright because the shop layout's generateStaticParams would otherwise make
// Next prerender it as ISR, where reading the query fails at run time (DYNAMIC_SERVER_USAGE).
export const dynamic = 'force-dynamic';

export function generateMetadata(props: TypeListProps) {
  return typeListMetadata('experiencias', 'query', props);
}

export default function Page(props: TypeListProps) {
  return <TypeListPage segment="experiencias" from="query" {...props} />;
}
