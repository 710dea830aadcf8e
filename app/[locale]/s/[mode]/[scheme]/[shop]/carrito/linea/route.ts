import { changeCartLineByForm } from '@/lib/server/cart/cart-page-form';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

/** The cart page's quantity and remove buttons without JavaScript: a form POST, answered with a 303. */
export async function POST(request: Request, { params }: { params: ShopRouteParams }) {
  const { base, slug } = await resolveShopParams(params);
  return changeCartLineByForm(request, { base, slug });
}
