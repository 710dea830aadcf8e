import 'server-only';

import {
  createHeaderRoute,
  deleteHeaderRoute,
  listHeadersRoute,
  updateHeaderRoute,
} from '@/lib/api/routes/headers';

import { createHeader } from '@/lib/server/headers/create-header';
import { deleteHeader } from '@/lib/server/headers/delete-header';
import { listShopHeaders } from '@/lib/server/headers/list-shop-headers';
import { updateHeader } from '@/lib/server/headers/update-header';
import { createRouter } from '../router';

export const headersHandlers = createRouter()
  .openapi(listHeadersRoute, async (c) => {
    return c.json(
      await listShopHeaders(c.var.ctx, c.req.valid('param').slug, c.req.valid('query')),
      200,
    );
  })
  .openapi(createHeaderRoute, async (c) => {
    return c.json(
      await createHeader(c.var.ctx, c.req.valid('param').slug, c.req.valid('json')),
      201,
    );
  })
  .openapi(updateHeaderRoute, async (c) => {
    const { slug, id } = c.req.valid('param');
    return c.json(await updateHeader(c.var.ctx, slug, id, c.req.valid('json')), 200);
  })
  .openapi(deleteHeaderRoute, async (c) => {
    const { slug, id } = c.req.valid('param');
    await deleteHeader(c.var.ctx, slug, id);
    return c.body(null, 204);
  });
