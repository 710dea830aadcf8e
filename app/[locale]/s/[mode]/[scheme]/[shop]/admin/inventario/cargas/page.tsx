import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import {
  ProductUploadsPage,
  SHOP_UPLOADS_PATH,
  UPLOAD_PARAM,
} from '@/components/product-uploads/product-uploads-page';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { queryValue } from '@/lib/domain/request/paging';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('productUploads');
  return { title: t('title'), robots: { index: false, follow: false } };
}

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
  const upload = queryValue(query[UPLOAD_PARAM]);
  return (
    <ProductUploadsPage
      base={base}
      path={SHOP_UPLOADS_PATH}
      supplierId={queryValue(query[SUPPLIER_PARAM])}
      uploadId={upload && /^[A-Za-z0-9_-]{1,64}$/.test(upload) ? upload : undefined}
    />
  );
}
