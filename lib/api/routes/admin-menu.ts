import { createRoute } from '@hono/zod-openapi';

import {
  AdminMenuParamSchema,
  AdminMenuPreferenceQuerySchema,
  AdminMenuSchema,
} from '../schemas/admin-menu';
import { ErrorSchema } from '../schemas/common';
import { errorResponses, jsonContent, unauthorizedResponse } from './responses';
import { noSession, signedIn } from './security';

export const readShopMenuRoute = createRoute({
  operationId: 'readShopMenu',
  method: 'get',
  path: '/shops/{slug}/menu/{name}',
  security: signedIn,
  tags: ['shops'],
  summary: "The store admin side menu bar: the shop's back-office pages the viewer's roles open",
  description:
    "For the shop's owner and its admin, accountant, dispatcher and qrreader staff (spec 03 §2, §7 `menu/{name}`). A tree two levels deep: groups with their entries, then single entries; each with `app_module`, its label in `es` and `en` (and `es-AR` where it differs), `icon`, `path` inside the shop and `submenu`. Entries the viewer's roles do not open, and sections the shop has off, are left out.",
  request: { params: AdminMenuParamSchema },
  responses: {
    200: jsonContent(AdminMenuSchema, 'The menu'),
    ...unauthorizedResponse,
    403: jsonContent(
      ErrorSchema,
      '`forbidden`: no role in this shop (customers, staff of other shops)',
    ),
    404: jsonContent(ErrorSchema, '`shop_not_found`; `not_found` for an unknown menu name'),
    ...errorResponses,
  },
});

export const setAdminMenuPreferenceRoute = createRoute({
  operationId: 'setAdminMenuPreference',
  method: 'get',
  path: '/preferences/admin-menu',
  security: noSession,
  tags: ['preferences'],
  summary: 'Store the side menu bar expanded or collapsed (admin_menu cookie) and go back',
  description:
    "The no-JavaScript side of the bar's collapse button; with JavaScript the page writes the same cookie itself.",
  request: { query: AdminMenuPreferenceQuerySchema },
  responses: {
    303: {
      description:
        'The cookie is set (365 days); back to `next`, or the `Referer` of the same host, or `/`',
      headers: {
        Location: { schema: { type: 'string' as const } },
        'Set-Cookie': { schema: { type: 'string' as const } },
      },
    },
    ...errorResponses,
  },
});
