import { checkoutMetadata } from '@/components/checkout/checkout-metadata';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return checkoutMetadata();
}

/** `{base}comprar/{checkout}`: the checkout of one cart order. */
export default async function ShopCheckoutPage({
  params,
}: {
  params: Promise<Awaited<ShopRouteParams> & { checkout: string }>;
}) {
  const { slug, base } = await resolveShopParams(params);
  return <CheckoutPage shopSlug={slug} base={base} id={(await params).checkout} />;
}
