import { logoutRedirect } from '@/lib/server/auth/logout-redirect';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

/** `{base}logout?next={base}`: sign off, back to the shop. */
export async function GET(request: Request, { params }: { params: ShopRouteParams }) {
  const { base } = await resolveShopParams(params);
  return logoutRedirect(request, base);
}
