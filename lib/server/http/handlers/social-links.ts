import 'server-only';

import { putSocialLinksRoute } from '@/lib/api/routes/social-links';

import { updateSocialLinks } from '@/lib/server/social-links/update-social-links';
import { createRouter } from '../router';

export const socialLinksHandlers = createRouter().openapi(putSocialLinksRoute, async (c) => {
  return c.json(
    await updateSocialLinks(c.var.ctx, c.req.valid('param').slug, c.req.valid('json')),
    200,
  );
});
