import 'server-only';

import type { Context } from 'hono';

import {
  checkStoreSlugRoute,
  createAffiliateStoreRoute,
  getAffiliateStoreRoute,
} from '@/lib/api/routes/stores';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

import { getShopBySlug } from '../shops/get-shop-by-slug';
import { createAffiliateStore } from '../stores/create-affiliate-store';
import { getAffiliateStore } from '../stores/get-affiliate-store';
import { checkStoreSlug } from '../stores/slug-availability';
import { StoreConflictError } from '../stores/store-errors';
import type { ApiEnv } from './env';
import { failed } from './api-answer';
import { createRouter } from './router';

const STORE_ERRORS = { es: es.stores.errors, en: en.stores.errors } as const;

function conflict(c: Context<ApiEnv>, error: StoreConflictError) {
  const messages = STORE_ERRORS[c.var.locale];
  const message = error.code === 'slug_taken' ? messages.slugTaken : messages.storeExists;
  const suggestions = error.code === 'slug_taken' ? { suggestions: error.suggestions } : {};
  return c.json({ code: error.code, message, ...suggestions }, 409);
}

export const storesApi = createRouter()
  .openapi(checkStoreSlugRoute, async (c) =>
    c.json(await checkStoreSlug(c.var.ctx.db, c.req.valid('json')), 200),
  )
  .openapi(createAffiliateStoreRoute, async (c) => {
    const { ctx } = c.var;
    try {
      const created = await createAffiliateStore(ctx, c.req.valid('json'));
      const actor = ctx.actor.kind === 'user' ? { ...ctx.actor, level: created.level } : ctx.actor;
      const shop = await getShopBySlug({ ...ctx, actor }, created.slug);
      return shop ? c.json(shop, 201) : failed('created store read', 404);
    } catch (error) {
      if (error instanceof StoreConflictError) return conflict(c, error);
      throw error;
    }
  })
  .openapi(getAffiliateStoreRoute, async (c) => {
    const shop = await getAffiliateStore(c.var.ctx);
    if (shop) return c.json(shop, 200);
    return c.json(
      { code: 'store_not_found', message: STORE_ERRORS[c.var.locale].storeNotFound },
      404,
    );
  });
