import { startPaymentRedirect } from '@/lib/server/payments/start-payment-redirect';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

/** The shop's payment page's pay button without JavaScript: a form POST, answered with a 303. */
export async function POST(
  request: Request,
  { params }: { params: Promise<Awaited<ShopRouteParams> & { token: string; provider: string }> },
) {
  const [{ base }, { token, provider }] = await Promise.all([resolveShopParams(params), params]);
  return startPaymentRedirect(request, { base, token, provider });
}
