import { logoutRedirect } from '@/lib/server/auth/logout-redirect';

/** `/logout?next=…` on the platform host. */
export function GET(request: Request) {
  return logoutRedirect(request, '/');
}
