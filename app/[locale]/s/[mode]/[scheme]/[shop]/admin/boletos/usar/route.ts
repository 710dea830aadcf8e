import { shopHref } from '@/lib/domain/paths/tenancy';
import { SHOP_TICKETS_PATH } from '@/lib/domain/ticket-scans/reader-paths';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { markTicketUsedByForm } from '@/lib/server/ticket-scans/mark-used-by-form';

/** The shop's ticket reader's "mark as used" without JavaScript: a form POST, answered with a 303. */
export async function POST(request: Request, { params }: { params: ShopRouteParams }) {
  const { base, slug } = await resolveShopParams(params);
  return markTicketUsedByForm(request, {
    kind: 'shop',
    slug,
    page: shopHref(base, SHOP_TICKETS_PATH),
    login: shopHref(base, 'login'),
  });
}
