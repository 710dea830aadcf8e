import { itemRoute } from '../../../_item/item-route';

// The primary item path: {productos|servicios|experiencias|digitales}/{owner}/{id}.
const route = itemRoute((p: { section: string; owner: string; id: string }) => [
  p.section,
  p.owner,
  p.id,
]);

// Rendered on the first visit, then served from the cache like the shop home (see the layout).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = route.generateMetadata;
export default route.ItemPage;
