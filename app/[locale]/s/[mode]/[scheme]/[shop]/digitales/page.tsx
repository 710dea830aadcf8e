import { TypeListPage, typeListMetadata, type TypeListProps } from '../_lists/type-list-page';

// Reading the query renders this page per request; said outright because the shop layout's
// generateStaticParams would otherwise make Next prerender it as ISR, where reading the query
// fails at run time (DYNAMIC_SERVER_USAGE).
export const dynamic = 'force-dynamic';

export function generateMetadata(props: TypeListProps) {
  return typeListMetadata('digitales', props);
}

export default function Page(props: TypeListProps) {
  return <TypeListPage segment="digitales" {...props} />;
}
