import 'server-only';

import {
  packagePagePath,
  purchaseLocation,
  type PurchaseAnswer,
} from '@/lib/domain/packages/package-purchase';

import { cookieValue } from '@/lib/domain/request/cookie-header';

import { clientAddressHeaders, serverApiClient, sessionApiClient } from '../http/in-process-client';
import { isCrossSiteRequest } from '../auth/cross-site';
import { SESSION_COOKIE } from '../auth/session-token';
import { logger } from '../log/logger';

/**
 * The purchase through the API with the visitor's session; null when it could not be asked. A
 * same-origin call whichever host the site was reached by: the form's own origin was checked first.
 */
async function purchase(
  request: Request,
  id: string,
  session: string,
  apiClient: typeof serverApiClient,
): Promise<PurchaseAnswer | null> {
  try {
    const client = sessionApiClient(session, clientAddressHeaders(request), apiClient);
    const res = await client.api.me.packages[':id'].$put({ param: { id } });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch (error) {
    logger.error({ err: error }, 'package purchase failed');
    return null;
  }
}

/**
 * The package page's buy form (a plain POST, so it works without JavaScript): buys through the
 * same API route an island would call, then 303 to the payment page, to login (back to the
 * package afterwards), or back to the package with the refusal (spec 02 §4, §8). A form posted
 * from another site buys nothing.
 */
export async function buyPackageFromForm(
  request: Request,
  id: string,
  apiClient: typeof serverApiClient = serverApiClient,
): Promise<Response> {
  const session = cookieValue(request.headers.get('cookie'), SESSION_COOKIE) || undefined;
  let location: string;
  if (!session) location = purchaseLocation(id, { status: 401, body: null });
  else if (isCrossSiteRequest(request, true)) location = packagePagePath(id);
  else location = purchaseLocation(id, await purchase(request, id, session, apiClient));
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}
