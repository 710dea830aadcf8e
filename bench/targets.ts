// The pages the bench measures: the trivial baseline (a separate app, bench/trivial-app.ts), the
// demo shop's home, one item page, its product list and first catalogue (in Lighthouse on their
// first page; under load on their second, sorted by price), the search API and a search results page.
import { cataloguePath } from '@/lib/domain/paths/catalogue-paths';
import { productPath } from '@/lib/domain/paths/product-paths';
import type { ProductType } from '@/lib/domain/vocabulary';

import type { AuditedPage, PageName } from './types';

export const SHOP_HOME_PATH = '/tienda/demo/';
export const SHOP = 'demo';
export const TYPE_LIST_PATH = `/tienda/${SHOP}/productos`;

/**
 * The address a path finally answers at, following same-site redirects (`/tienda/demo/` answers
 * with a redirect to `/tienda/demo`; autocannon would count every such answer as a non-2xx).
 */
async function finalPath(baseUrl: string, start: string): Promise<string> {
  let current = start;
  for (let hop = 0; hop < 5; hop++) {
    const response = await fetch(new URL(current, baseUrl), {
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, new URL(current, baseUrl));
      if (next.origin !== new URL(baseUrl).origin)
        throw new Error(`${current} redirects off-site to ${next.href}`);
      current = next.pathname + next.search;
      continue;
    }
    if (response.status !== 200)
      throw new Error(`GET ${current} answered ${response.status}, expected 200`);
    return current;
  }
  throw new Error(`${start}: too many redirects`);
}

interface ProductPageJson {
  results: Array<{
    id: string;
    owner: string;
    type: ProductType;
    currency: string;
    hide_price: boolean;
    sold_out: boolean;
  }>;
  matches_estimated: number;
}

/** The first `limit` items of one type the demo shop lists (the API's default type is product). */
export async function listDemoProducts(
  baseUrl: string,
  limit: number,
  type?: ProductType,
): Promise<ProductPageJson> {
  const path = `/api/shops/${SHOP}/products?limit=${limit}${type ? `&type=${type}` : ''}`;
  const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok)
    throw new Error(
      `GET ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  return (await response.json()) as ProductPageJson;
}

/** The address of the demo shop's first catalogue page. */
async function firstCataloguePath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/shops/${SHOP}/catalogues?limit=1`, {
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok)
    throw new Error(
      `GET /api/shops/${SHOP}/catalogues answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  const body = (await response.json()) as { results: Array<{ id: string; slug: string }> };
  const first = body.results[0];
  if (!first) throw new Error(`the ${SHOP} shop has no catalogue`);
  return `/tienda/${SHOP}/${cataloguePath(first)}`;
}

/** A text the demo catalogue answers at every size (its coffee), as the issue measured it. */
const SEARCH_TEXT = 'caf';

/** What the load asks of lists and catalogues: a page past the first, in an order of their own. */
const PAGE_AND_SORT = 'page=2&sort=-list_price';

export interface Targets {
  paths: Record<AuditedPage, string>;
  loadPaths: Record<PageName, string>;
  productsListedByDemo: number | null;
  /** The home's HTML, uncompressed, as a browser asking in Spanish gets it. */
  homeHtmlBytes: number;
}

async function htmlBytes(url: string): Promise<number> {
  const response = await fetch(url, {
    headers: { 'accept-language': 'es', accept: 'text/html,application/xhtml+xml' },
    signal: AbortSignal.timeout(30_000),
  });
  return (await response.arrayBuffer()).byteLength;
}

/**
 * The pages' addresses: paths of the app at `baseUrl`, and the trivial app's page as an absolute
 * URL (`trivialUrl`, another server), which the load and Lighthouse resolve as such.
 */
export async function resolveTargets(baseUrl: string, trivialUrl: string): Promise<Targets> {
  const trivial = new URL('/', trivialUrl).href;
  const check = await fetch(trivial, { signal: AbortSignal.timeout(30_000) });
  if (!check.ok) throw new Error(`the trivial app answered ${check.status} at ${trivial}`);
  const home = await finalPath(baseUrl, SHOP_HOME_PATH);
  const page = await listDemoProducts(baseUrl, 1);
  const first = page.results[0];
  if (!first) throw new Error(`the ${SHOP} shop lists no product`);
  const item = await finalPath(baseUrl, `/tienda/${SHOP}/${productPath(first)}`);
  const list = await finalPath(baseUrl, TYPE_LIST_PATH);
  const catalogue = await finalPath(baseUrl, await firstCataloguePath(baseUrl));
  return {
    paths: { trivial, home, list, item, catalogue },
    loadPaths: {
      trivial,
      home,
      item,
      list: await finalPath(baseUrl, `${list}?${PAGE_AND_SORT}`),
      catalogue: await finalPath(baseUrl, `${catalogue}?${PAGE_AND_SORT}`),
      searchApi: await finalPath(baseUrl, `/api/shops/${SHOP}/search?text=${SEARCH_TEXT}&limit=5`),
      searchPage: await finalPath(baseUrl, `${list}?search=${SEARCH_TEXT}`),
    },
    productsListedByDemo: page.matches_estimated ?? null,
    homeHtmlBytes: await htmlBytes(new URL(home, baseUrl).href),
  };
}
