import {
  handoffAuthorizeRedirect,
  handoffConfirmRedirect,
} from '@/lib/server/auth/handoff/authorize-redirect';

/** `/auth/authorize?redirect_uri=…&state=…`: hand this host's session to another host. */
export function GET(request: Request) {
  return handoffAuthorizeRedirect(request);
}

/** The confirm page's "continue" (a shop's own domain). */
export function POST(request: Request) {
  return handoffConfirmRedirect(request);
}
