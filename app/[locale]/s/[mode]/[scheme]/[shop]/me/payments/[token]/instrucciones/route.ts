import { startPaymentInstructions } from '@/lib/server/payments/start-payment-instructions';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

/** The shop's payment page's OXXO/SPEI button without JavaScript: a form POST, answered with a 303. */
export async function POST(
  request: Request,
  { params }: { params: Promise<Awaited<ShopRouteParams> & { token: string }> },
) {
  const [{ base }, { token }] = await Promise.all([resolveShopParams(params), params]);
  return startPaymentInstructions(request, { base, token });
}
