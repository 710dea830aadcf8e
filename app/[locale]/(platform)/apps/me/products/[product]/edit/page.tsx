import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { platformPlace } from '@/components/account/platform-place';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { ProductEditorPage } from '@/components/supplier-products/product-editor-page';
import {
  CLEANED_VALUE,
  CREATED_PARAM,
} from '@/components/supplier-products/supplier-products-paths';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('itemEditor');
  return { title: t('list.title'), robots: { index: false, follow: false } };
}

/** `/apps/me/products/<id>/edit`: the editor of one of the supplier's items. */
export default async function ProductEditRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; product: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ product }, query] = await Promise.all([params, searchParams]);
  await platformPlace(params);
  const supplier = query[SUPPLIER_PARAM];
  const created = query[CREATED_PARAM];
  return (
    <ProductEditorPage
      target={{
        kind: 'edit',
        productId: product,
        notice: created === CLEANED_VALUE ? 'created-cleaned' : created ? 'created' : undefined,
      }}
      supplierId={typeof supplier === 'string' ? supplier : undefined}
    />
  );
}
