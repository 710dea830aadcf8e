import { contactPageOf, contactResultOf } from '@/lib/domain/shop/contact-result';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { clientAddressHeaders, serverApiClient } from '@/lib/server/http/in-process-client';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { logger } from '@/lib/server/log/logger';

/**
 * The contact form without JavaScript: a plain form POST. The message goes through the same API
 * route the island calls (with the request's client-address headers, from which the API takes the
 * sender's address for the rate limit), then the browser is sent to a result page (303, so
 * reloading it does not post again).
 */
export async function POST(request: Request, { params }: { params: ShopRouteParams }) {
  const { slug, base } = await resolveShopParams(params);
  const form = await request.formData().catch(() => new FormData());
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const kind = text('kind');
  let status = 500;
  try {
    const res = await serverApiClient(clientAddressHeaders(request)).api.shops[
      ':slug'
    ].contact.$post({
      param: { slug },
      // The API validates everything; a wrong kind is a 422 like any other bad field.
      json: {
        kind: kind as 'contact',
        name: text('name'),
        email: text('email'),
        phone: text('phone') || undefined,
        message: text('message'),
      },
    });
    status = res.status;
  } catch (error) {
    logger.error({ err: error }, 'contact form not sent');
  }
  const result = contactResultOf(status);
  const location = shopHref(base, `info/enviado?estado=${result}&desde=${contactPageOf(kind)}`);
  return new Response(null, { status: 303, headers: { Location: location } });
}
