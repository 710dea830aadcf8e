import { collaboratorByForm } from '@/lib/server/collaborators/collaborators-by-form';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

/** The collaborators page's form that adds a store by its slug, without JavaScript: a POST answered with a 303. */
export async function POST(request: Request, { params }: { params: ShopRouteParams }) {
  const { base, slug } = await resolveShopParams(params);
  return collaboratorByForm(request, 'add', { base, slug });
}
