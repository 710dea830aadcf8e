import 'server-only';

import { readShopMenuRoute, setAdminMenuPreferenceRoute } from '@/lib/api/routes/admin-menu';
import { adminMenuCookie } from '@/lib/domain/shop/admin-menu-state';
import { sameOriginReturnPath } from '@/lib/domain/request/preference-cookies';

import { readShopMenu } from '@/lib/server/admin-menu/read-shop-menu';
import { createRouter } from '../router';

/** The store admin side menu bar, and its expanded/collapsed choice without JavaScript. */
export const adminMenuHandlers = createRouter()
  .openapi(readShopMenuRoute, async (c) => {
    const { slug, name } = c.req.valid('param');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await readShopMenu(c.var.ctx, slug, name), 200);
  })
  .openapi(setAdminMenuPreferenceRoute, (c) => {
    const { value, next } = c.req.valid('query');
    const host = c.req.header('host');
    // Back to a page of the same host only (never elsewhere: no open redirect).
    const target =
      sameOriginReturnPath(next, host) ??
      sameOriginReturnPath(c.req.header('referer'), host) ??
      '/';
    c.header('Set-Cookie', adminMenuCookie(value));
    c.header('Cache-Control', 'no-store');
    return c.redirect(target, 303);
  });
