import { itemRoute } from '../../../../_item/item-route';

// Alternative item path negocios/{businessID}/{products|services}/{id}, canonical to the primary path.
const route = itemRoute((p: { owner: string; kind: string; id: string }) => [
  'negocios',
  p.owner,
  p.kind,
  p.id,
]);

// Rendered on the first visit, then served from the cache like the shop home (see the layout).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = route.generateMetadata;
export default route.ItemPage;
