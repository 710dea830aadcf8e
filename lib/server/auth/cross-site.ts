import 'server-only';

import { isCsrfAllowed } from '@/lib/domain/request/csrf';
import { rootDomain } from '@/lib/env';

/**
 * Whether a browser request to a page's route handler came from another site (rules in
 * lib/domain/request/csrf.ts): such a request must not act with the visitor's session.
 */
export function isCrossSiteRequest(request: Request, hasSessionCookie: boolean): boolean {
  return !isCsrfAllowed(
    {
      method: 'POST',
      path: new URL(request.url).pathname,
      secFetchSite: request.headers.get('sec-fetch-site') ?? undefined,
      origin: request.headers.get('origin') ?? undefined,
      host:
        request.headers.get('x-forwarded-host') ??
        request.headers.get('host') ??
        new URL(request.url).host,
      hasSessionCookie,
    },
    rootDomain(),
  );
}
