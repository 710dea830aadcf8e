import 'server-only';

import {
  addCollaboratorRoute,
  listCollaboratorProfilesRoute,
  listShopCollaboratorsRoute,
  refreshCollaboratorRoute,
  removeCollaboratorRoute,
  updateCollaboratorRoute,
} from '@/lib/api/routes/collaborators';
import {
  addCollaborator,
  refreshCollaborator,
  removeCollaborator,
  updateCollaborator,
} from '@/lib/server/collaborators/collaborator-writes';
import {
  listCollaboratorProfiles,
  listShopCollaborators,
} from '@/lib/server/collaborators/list-shop-collaborators';

import { createRouter } from '../router';

/** A shop's collaborating stores (spec 03 §7 "Collaborators"): its admins only. */
export const collaboratorsHandlers = createRouter()
  .openapi(listShopCollaboratorsRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      await listShopCollaborators(c.var.ctx, c.req.valid('param').slug, c.req.valid('query')),
      200,
    );
  })
  .openapi(listCollaboratorProfilesRoute, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      await listCollaboratorProfiles(c.var.ctx, c.req.valid('param').slug, c.req.valid('query')),
      200,
    );
  })
  .openapi(addCollaboratorRoute, async (c) => {
    const { collaborator, created } = await addCollaborator(
      c.var.ctx,
      c.req.valid('param').slug,
      c.req.valid('json'),
    );
    return created ? c.json(collaborator, 201) : c.json(collaborator, 200);
  })
  .openapi(updateCollaboratorRoute, async (c) => {
    const { slug, id } = c.req.valid('param');
    return c.json(await updateCollaborator(c.var.ctx, slug, id, c.req.valid('json')), 200);
  })
  .openapi(removeCollaboratorRoute, async (c) => {
    const { slug, id } = c.req.valid('param');
    await removeCollaborator(c.var.ctx, slug, id);
    return c.body(null, 204);
  })
  .openapi(refreshCollaboratorRoute, async (c) => {
    const { slug, id } = c.req.valid('param');
    return c.json(await refreshCollaborator(c.var.ctx, slug, id), 200);
  });
