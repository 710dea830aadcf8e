import { checkoutMetadata } from '@/components/checkout/checkout-metadata';
import { SharedCheckoutPage } from '@/components/checkout/shared-checkout-page';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Priced on every read (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return checkoutMetadata('sharedTitle');
}

/** `{base}comprar/compartido/{public_slug}`: a checkout someone shared, read-only. */
export default async function ShopSharedCheckoutPage({
  params,
}: {
  params: Promise<Awaited<ShopRouteParams> & { public_slug: string }>;
}) {
  const [{ slug, base }, { public_slug }] = await Promise.all([resolveShopParams(params), params]);
  return <SharedCheckoutPage shopSlug={slug} base={base} publicSlug={public_slug} />;
}
