import 'server-only';

import {
  checkStoreSlugRoute,
  createAffiliateStoreRoute,
  getAffiliateStoreRoute,
} from '@/lib/api/routes/stores';

import { ApiError } from '@/lib/server/errors';
import { getShopBySlug } from '@/lib/server/shops/get-shop-by-slug';
import { createAffiliateStore } from '@/lib/server/stores/create-affiliate-store';
import { getAffiliateStore } from '@/lib/server/stores/get-affiliate-store';
import { checkStoreSlug } from '@/lib/server/stores/slug-availability';
import { failed } from '../api-answer';
import { createRouter } from '../router';

export const storesHandlers = createRouter()
  .openapi(checkStoreSlugRoute, async (c) =>
    c.json(await checkStoreSlug(c.var.ctx.db, c.req.valid('json')), 200),
  )
  .openapi(createAffiliateStoreRoute, async (c) => {
    const { ctx } = c.var;
    const created = await createAffiliateStore(ctx, c.req.valid('json'));
    const actor = ctx.actor.kind === 'user' ? { ...ctx.actor, level: created.level } : ctx.actor;
    const shop = await getShopBySlug({ ...ctx, actor }, created.slug);
    return shop ? c.json(shop, 201) : failed('created store read', 404);
  })
  .openapi(getAffiliateStoreRoute, async (c) => {
    const shop = await getAffiliateStore(c.var.ctx);
    if (!shop) throw new ApiError('store_not_found');
    return c.json(shop, 200);
  });
