import { restartPaymentByForm } from '@/lib/server/orders/restart-payment-form';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

/** The shop's order page's restart button without JavaScript: a form POST, answered with a 303. */
export async function POST(
  request: Request,
  { params }: { params: Promise<Awaited<ShopRouteParams> & { order: string }> },
) {
  const [{ base }, { order }] = await Promise.all([resolveShopParams(params), params]);
  return restartPaymentByForm(request, { base, orderId: order });
}
