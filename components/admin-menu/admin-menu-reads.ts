import 'server-only';

import type { AdminMenu } from '@/lib/api/schemas/admin-menu';
import { DEFAULT_ADMIN_MENU } from '@/lib/domain/shop/admin-menu';
import { visitorApiClient } from '@/lib/server/http/in-process-client';

/**
 * The store admin side menu of the shop for the page's visitor, from the API (the same answer its
 * islands and other clients get); null when there is nothing to show: nobody signed in, no role in
 * the shop (the page itself decides between the login and a 404), or the API failing.
 */
export async function readAdminMenu(slug: string): Promise<AdminMenu | null> {
  const api = await visitorApiClient();
  if (!api) return null;
  try {
    const res = await api.api.shops[':slug'].menu[':name'].$get({
      param: { slug, name: DEFAULT_ADMIN_MENU },
    });
    if (res.status === 200) return (await res.json()) as AdminMenu;
    if (res.status >= 500) console.error('[admin-menu] the menu read failed', res.status);
    return null;
  } catch (error) {
    console.error('[admin-menu] the menu read failed', error);
    return null;
  }
}
