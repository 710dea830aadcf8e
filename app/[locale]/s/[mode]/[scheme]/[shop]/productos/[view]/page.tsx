import {
  TypeListPage,
  typeListMetadata,
  type TypeListViewProps,
} from '../../_lists/type-list-page';

// One page and sort of the list, at the address the middleware gives it (lib/domain/paths/list-views.ts):
// rendered on its first visit, then served from the cache like the shop home (see the layout).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export function generateMetadata(props: TypeListViewProps) {
  return typeListMetadata('productos', 'view', props);
}

export default function Page(props: TypeListViewProps) {
  return <TypeListPage segment="productos" from="view" {...props} />;
}
