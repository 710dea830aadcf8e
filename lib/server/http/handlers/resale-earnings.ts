import 'server-only';

import { listResaleEarningsRoute } from '@/lib/api/routes/resale-earnings';
import { listResaleEarnings } from '@/lib/server/resale-earnings/list-resale-earnings';

import { createRouter } from '../router';

/** The level-two visitor's earnings per resale, for the storefront cards. */
export const resaleEarningsHandlers = createRouter().openapi(listResaleEarningsRoute, async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(await listResaleEarnings(c.var.ctx, c.req.valid('query')), 200);
});
