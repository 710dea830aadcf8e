import { browserApiClient } from '@/lib/api/client';
import type {
  Catalogue,
  CatalogueCreateInput,
  CataloguePage,
  CatalogueUpdateInput,
} from '@/lib/api/schemas/catalogue';
import type { CatalogueClone } from '@/lib/api/schemas/catalogue-curation';
import { type AuthResult, authResult } from '@/lib/client/requests/auth-result';

const cataloguesOf = () => browserApiClient().api.shops[':slug'].catalogues;
const one = (slug: string, catalogue: string) => ({ param: { slug, catalogue } });

/** The catalogue calls of spec 01 §7, each answering its data or the API's `{ code, message, fields? }`. */
export const catalogueApi = {
  list: (slug: string, offset: number, limit: number): Promise<AuthResult<CataloguePage>> =>
    authResult<CataloguePage>(
      cataloguesOf().$get({
        param: { slug },
        query: { offset: String(offset), limit: String(limit) },
      }),
    ),
  create: (slug: string, json: CatalogueCreateInput) =>
    authResult<Catalogue>(cataloguesOf().$post({ param: { slug }, json })),
  update: (slug: string, id: string, json: CatalogueUpdateInput) =>
    authResult<Catalogue>(cataloguesOf()[':catalogue'].$patch({ ...one(slug, id), json })),
  remove: (slug: string, id: string, force = false) =>
    authResult<null>(
      cataloguesOf()[':catalogue'].$delete({
        ...one(slug, id),
        query: force ? { force: 'true' } : {},
      }),
    ),
  /** Duplicates a catalogue (level-two users; the copy is named by the server unless `name`). */
  clone: (slug: string, id: string, json: CatalogueClone = {}) =>
    authResult<Catalogue>(
      cataloguesOf()[':catalogue'].products.clone.$post({ ...one(slug, id), json }),
    ),
  move: (slug: string, id: string, position: number) =>
    authResult<{ id: string; position: number }>(
      cataloguesOf()[':catalogue'].move.$post({ ...one(slug, id), json: { position } }),
    ),
  /** A delete still waiting for its undo window when the page goes away: sent anyway. */
  removeOnExit: (slug: string, id: string) => {
    void fetch(`/api/shops/${encodeURIComponent(slug)}/catalogues/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      keepalive: true,
    }).catch(() => {});
  },
};
