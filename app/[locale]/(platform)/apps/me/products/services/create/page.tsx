import { itemCreateRoute } from '@/components/supplier-products/item-create-route';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

/** `/apps/me/products/services/create` (spec 03 §2): a supplier adds a service. */
const route = itemCreateRoute('service', 'createTitleService');
export const generateMetadata = route.generateMetadata;
export default route.ItemCreateRoute;
