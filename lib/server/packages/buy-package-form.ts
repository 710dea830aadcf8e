import 'server-only';

import {
  packagePagePath,
  purchaseLocation,
  type PurchaseAnswer,
} from '@/lib/domain/packages/package-purchase';

import { requestSessionToken, sessionApiClient } from '../http/in-process-client';
import { isCrossSiteRequest } from '../auth/cross-site';

/** The purchase through the API with the visitor's session; null when it could not be asked. */
async function purchase(
  request: Request,
  id: string,
  session: string,
): Promise<PurchaseAnswer | null> {
  const url = new URL(request.url);
  const origin = `${url.protocol}//${request.headers.get('host') ?? url.host}`;
  try {
    const res = await sessionApiClient(session, { origin }).api.me.packages[':id'].$put({
      param: { id },
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch (error) {
    console.error('[packages] purchase failed', error);
    return null;
  }
}

/**
 * The package page's buy form (a plain POST, so it works without JavaScript): buys through the
 * same API route an island would call, then 303 to the payment page, to login (back to the
 * package afterwards), or back to the package with the refusal (spec 02 §4, §8). A form posted
 * from another site buys nothing.
 */
export async function buyPackageFromForm(request: Request, id: string): Promise<Response> {
  const session = await requestSessionToken();
  let location: string;
  if (!session) location = purchaseLocation(id, { status: 401, body: null });
  else if (isCrossSiteRequest(request, true)) location = packagePagePath(id);
  else location = purchaseLocation(id, await purchase(request, id, session));
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}
