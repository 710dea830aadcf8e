import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { platformPlace } from '@/components/account/platform-place';
import {
  ProductUploadsPage,
  UPLOAD_PARAM,
} from '@/components/product-uploads/product-uploads-page';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { queryValue } from '@/lib/domain/request/paging';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('productUploads');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/apps/me/dssupplier/products/cargas`: the supplier's bulk uploads of items (spec 02 §2). */
export default async function ProductUploadsRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, query] = await Promise.all([platformPlace(params), searchParams]);
  const upload = queryValue(query[UPLOAD_PARAM]);
  return (
    <ProductUploadsPage
      supplierId={queryValue(query[SUPPLIER_PARAM])}
      uploadId={upload && /^[A-Za-z0-9_-]{1,64}$/.test(upload) ? upload : undefined}
    />
  );
}
