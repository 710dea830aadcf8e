import { paymentMetadata } from '@/components/payments/payment-metadata';
import { PaymentPage } from '@/components/payments/payment-page';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

export function generateMetadata() {
  return paymentMetadata();
}

/** `{base}me/payments/{payment_token}` on a shop (spec 02 §2 "Payment page"). */
export default async function ShopPaymentPage({
  params,
  searchParams,
}: {
  params: Promise<Awaited<ShopRouteParams> & { token: string }>;
  searchParams: Promise<{ code?: string | string[]; error?: string | string[] }>;
}) {
  const [{ base }, { token }] = await Promise.all([resolveShopParams(params), params]);
  return <PaymentPage base={base} token={token} search={await searchParams} />;
}
