import 'server-only';

import { z } from 'zod';

import { cookieValue } from '@/lib/domain/request/cookie-header';
import { orderPagePath, restartPaymentLocation } from '@/lib/domain/orders/restart-payment-form';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { isCrossSiteRequest } from '../auth/cross-site';
import { SESSION_COOKIE } from '../auth/session-token';
import { formPostHeaders, serverApiClient, sessionApiClient } from '../http/in-process-client';
import { logger } from '../log/logger';

const OrderIdSchema = z.string().min(1).max(100);

/**
 * The order page's restart button (a form POST, so it works without JavaScript): asks the same
 * API route an island would (`POST /api/orders/{id}/restart-payment`), then 303 to the order's
 * payment page, to login (back to the order afterwards), or back to the order page with the
 * refusal's code. A form posted from another site restarts nothing.
 */
export async function restartPaymentByForm(
  request: Request,
  { base, orderId }: { base: string; orderId: string },
  apiClient: typeof serverApiClient = serverApiClient,
): Promise<Response> {
  const session = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
  const page = orderPagePath(base, orderId);
  let location: string;
  if (!session) location = shopHref(base, `login?next=${encodeURIComponent(page)}`);
  else if (isCrossSiteRequest(request, true) || !OrderIdSchema.safeParse(orderId).success) {
    location = page;
  } else {
    let answer: { status: number; body: unknown } | null = null;
    try {
      const res = await sessionApiClient(session, formPostHeaders(request), apiClient).api.orders[
        ':id'
      ]['restart-payment'].$post({ param: { id: orderId } });
      answer = { status: res.status, body: await res.json().catch(() => null) };
    } catch (error) {
      logger.error({ err: error }, 'restart payment failed');
    }
    location = restartPaymentLocation(base, orderId, answer);
  }
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}
