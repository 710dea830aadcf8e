import { platformPlace } from '@/components/account/platform-place';
import {
  ProductUploadsPage,
  productUploadsMetadata,
} from '@/components/product-uploads/product-uploads-page';

// Per visitor: it reads the session cookie and the query.
export const dynamic = 'force-dynamic';

export const generateMetadata = productUploadsMetadata;

/** `/apps/me/dssupplier/products/cargas`: the supplier's bulk uploads of items (spec 02 §2). */
export default async function ProductUploadsRoute({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [, query] = await Promise.all([platformPlace(params), searchParams]);
  return <ProductUploadsPage query={query} />;
}
