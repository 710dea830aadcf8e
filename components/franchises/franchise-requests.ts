import { browserApiClient } from '@/lib/api/client';
import type {
  Franchise,
  FranchiseAdded,
  FranchisePage,
  FranchisesInStoreAnswer,
} from '@/lib/api/schemas/franchises';
import { authResult, dataOf } from '@/lib/client/requests/auth-result';

export type { Franchise };

/** A franchise as the dialog lists it: with whether the shop lists it. */
export type FranchiseRowData = Franchise & { in_store: boolean };

const shopFranchises = () => browserApiClient().api.shops[':slug'].franchises;

/** The franchise calls of spec 03 §7 "Franchises" the franchise dialog makes. */
export const franchiseApi = {
  /**
   * A page of published franchise and affinity stores, each with whether `shopSlug` lists it (the
   * shop itself left out: it cannot list itself).
   */
  async page(
    shopSlug: string,
    text: string,
    offset: number,
    limit: number,
  ): Promise<{ results: FranchiseRowData[]; matches_estimated: number }> {
    const page = await dataOf(
      authResult<FranchisePage>(
        browserApiClient().api.franchises.$get({
          query: { offset: String(offset), limit: String(limit), ...(text ? { text } : {}) },
        }),
      ),
    );
    const ids = page.results.map((franchise) => franchise.id);
    const listed = ids.length
      ? (
          await dataOf(
            authResult<FranchisesInStoreAnswer>(
              shopFranchises()['in-store'].$post({ param: { slug: shopSlug }, json: { ids } }),
            ),
          )
        ).results
      : {};
    return {
      results: page.results
        .filter((franchise) => franchise.slug !== shopSlug)
        .map((franchise) => ({ ...franchise, in_store: listed[franchise.id] === true })),
      matches_estimated: page.matches_estimated,
    };
  },
  add: (shopSlug: string, id: string) =>
    authResult<FranchiseAdded>(
      shopFranchises()[':franchiseId'].$put({ param: { slug: shopSlug, franchiseId: id } }),
    ),
  remove: (shopSlug: string, id: string) =>
    authResult<null>(
      shopFranchises()[':franchiseId'].$delete({ param: { slug: shopSlug, franchiseId: id } }),
    ),
};
