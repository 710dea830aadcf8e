import { browserApiClient } from '@/lib/api/client';
import type { CatalogueDetail } from '@/lib/api/schemas/catalogue';
import type { CatalogueProduct, Listing } from '@/lib/api/schemas/listings';
import type { ProductPage, ProductSort, ProductSummary } from '@/lib/api/schemas/product';
import { authResult } from '@/lib/client/requests/auth-result';

/** The list a page shows: a shop's items of one type, or a catalogue's products (one page of it). */
export type PlacementList =
  | {
      kind: 'store';
      type: ProductSummary['type'];
      sort: ProductSort;
      offset: number;
      limit: number;
    }
  | { kind: 'catalogue'; catalogue: string; offset: number; limit: number; text?: string };

const shop = () => browserApiClient().api.shops[':slug'];
const listing = (slug: string, product: string) => ({ param: { slug, product } });
const inCatalogue = (slug: string, catalogue: string, product: string) => ({
  param: { slug, catalogue, product },
});

/** The admin's view of a list: hidden and unpublished items included (the session decides). */
export async function readPlacementList(slug: string, list: PlacementList): Promise<ProductPage> {
  const paging = { offset: String(list.offset), limit: String(list.limit) };
  const answer =
    list.kind === 'store'
      ? await authResult<ProductPage>(
          shop().products.$get({
            param: { slug },
            query: { type: list.type, sort: list.sort, ...paging },
          }),
        )
      : await authResult<CatalogueDetail>(
          shop().catalogues[':catalogue'].$get({
            param: { slug, catalogue: list.catalogue },
            query: { ...paging, ...(list.text ? { text: list.text } : {}) },
          }),
        );
  if (!answer.ok) throw new Error(`placement list ${answer.status}`);
  return { results: answer.data.results, matches_estimated: answer.data.matches_estimated };
}

/**
 * The placement calls of spec 01 §7 ("Add product to store, remove product from store or
 * catalogue", "Product position update"), each answering its data or the API's `{ code, message }`.
 * `catalogue` names the catalogue the call is about; without it, the store.
 */
export const placementApi = {
  add: (slug: string, product: string, catalogue?: string, queue_position?: number) => {
    const json = queue_position === undefined ? {} : { queue_position };
    return catalogue
      ? authResult<CatalogueProduct>(
          shop().catalogues[':catalogue'].products[':product'].$put({
            ...inCatalogue(slug, catalogue, product),
            json,
          }),
        )
      : authResult<Listing>(shop().listings[':product'].$put({ ...listing(slug, product), json }));
  },
  remove: (slug: string, product: string, catalogue?: string) =>
    catalogue
      ? authResult<null>(
          shop().catalogues[':catalogue'].products[':product'].$delete(
            inCatalogue(slug, catalogue, product),
          ),
        )
      : authResult<null>(shop().listings[':product'].$delete(listing(slug, product))),
  move: (slug: string, product: string, queue_position: number, catalogue?: string) =>
    catalogue
      ? authResult<unknown>(
          shop().catalogues[':catalogue'].products[':product'].position.$post({
            ...inCatalogue(slug, catalogue, product),
            json: { queue_position },
          }),
        )
      : authResult<unknown>(
          shop().listings[':product'].position.$post({
            ...listing(slug, product),
            json: { queue_position },
          }),
        ),
  /** A removal still waiting for its undo window when the page goes away: sent anyway. */
  removeOnExit: (slug: string, product: string, catalogue?: string) => {
    const path = catalogue
      ? `catalogues/${encodeURIComponent(catalogue)}/products/${encodeURIComponent(product)}`
      : `listings/${encodeURIComponent(product)}`;
    void fetch(`/api/shops/${encodeURIComponent(slug)}/${path}`, {
      method: 'DELETE',
      keepalive: true,
    }).catch(() => {});
  },
};
