import {
  ProductUploadsPage,
  productUploadsMetadata,
  SHOP_UPLOADS_PATH,
} from '@/components/product-uploads/product-uploads-page';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export const generateMetadata = productUploadsMetadata;

/**
 * `{base}admin/inventario/cargas` (spec 02 §2): the same bulk upload as
 * `/apps/me/dssupplier/products/cargas`, on the shop's host, for the suppliers the visitor
 * administers (items always belong to a supplier: a shop owner uploads through their supplier).
 */
export default async function ShopProductUploadsRoute({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base }, query] = await Promise.all([resolveShopParams(params), searchParams]);
  return <ProductUploadsPage base={base} path={SHOP_UPLOADS_PATH} query={query} />;
}
