import { handoffAllowRedirect } from '@/lib/server/auth/handoff/allow-redirect';

/** `/auth/allow?code=…&state=…&next=…`: the code becomes this host's session. */
export function GET(request: Request) {
  return handoffAllowRedirect(request);
}
