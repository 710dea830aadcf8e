import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { platformPlace } from '@/components/account/platform-place';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { ProductEditorPage } from '@/components/supplier-products/product-editor-page';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('itemEditor');
  return { title: t('createTitleService'), robots: { index: false, follow: false } };
}

/** `/apps/me/products/services/create` (spec 03 §2): a supplier adds a service. */
export default async function ServiceCreateRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, query] = await Promise.all([platformPlace(params), searchParams]);
  const supplier = query[SUPPLIER_PARAM];
  return (
    <ProductEditorPage
      target={{ kind: 'create', type: 'service' }}
      supplierId={typeof supplier === 'string' ? supplier : undefined}
    />
  );
}
