import type { Metadata } from 'next';

import { platformPlace } from '@/components/account/platform-place';
import { SupplierReviewsPage } from '@/components/reviews/supplier-reviews-page';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { pageFromQuery } from '@/lib/domain/request/paging';
import { privatePageMetadata } from '@/components/seo/private-page-metadata';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return privatePageMetadata('reviews.supplier');
}

/** `/apps/me/store/opiniones`: the reviews of the signed-in staff's supplier's items. */
export default async function SupplierReviewsRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, query] = await Promise.all([platformPlace(params), searchParams]);
  const supplier = query[SUPPLIER_PARAM];
  return (
    <SupplierReviewsPage
      page={pageFromQuery(query.page)}
      supplierId={typeof supplier === 'string' ? supplier : undefined}
    />
  );
}
