import { itemCreateRoute } from '@/components/supplier-products/item-create-route';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

/** `/apps/me/products/create` (spec 03 §2): a supplier adds an item. */
const route = itemCreateRoute('product', 'createTitle');
export const generateMetadata = route.generateMetadata;
export default route.ItemCreateRoute;
