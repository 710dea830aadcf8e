import { payCartOrderByForm } from '@/lib/server/cart/cart-page-form';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

/** The cart page's pay button without JavaScript: a form POST, answered with a 303. */
export async function POST(request: Request, { params }: { params: ShopRouteParams }) {
  const { base, slug } = await resolveShopParams(params);
  return payCartOrderByForm(request, { base, slug });
}
