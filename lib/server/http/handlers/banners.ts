import 'server-only';

import {
  createBannerRoute,
  deleteBannerRoute,
  listBannersRoute,
  updateBannerRoute,
} from '@/lib/api/routes/banners';

import { createBanner } from '@/lib/server/banners/create-banner';
import { deleteBanner } from '@/lib/server/banners/delete-banner';
import { listShopBanners } from '@/lib/server/banners/list-shop-banners';
import { updateBanner } from '@/lib/server/banners/update-banner';
import { createRouter } from '../router';

export const bannersHandlers = createRouter()
  .openapi(listBannersRoute, async (c) => {
    return c.json(
      await listShopBanners(c.var.ctx, c.req.valid('param').slug, c.req.valid('query')),
      200,
    );
  })
  .openapi(createBannerRoute, async (c) => {
    return c.json(
      await createBanner(c.var.ctx, c.req.valid('param').slug, c.req.valid('json')),
      201,
    );
  })
  .openapi(updateBannerRoute, async (c) => {
    const { slug, banner } = c.req.valid('param');
    return c.json(await updateBanner(c.var.ctx, slug, banner, c.req.valid('json')), 200);
  })
  .openapi(deleteBannerRoute, async (c) => {
    const { slug, banner } = c.req.valid('param');
    await deleteBanner(c.var.ctx, slug, banner);
    return c.body(null, 204);
  });
