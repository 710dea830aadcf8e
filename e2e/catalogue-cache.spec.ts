import { type APIRequestContext, expect, request, test } from './support/test';

import { signUpWithFreshShop } from './support/fresh-shop';

// Catalogue pages served from the cache (issue 23): the middleware sends `catalogos…?page=2` to a
// path of its own (lib/domain/paths/list-views.ts), rendered once and then served to every
// visitor, signed in or not, with nothing of theirs in it; an edit to the catalogue expires it, so
// the next read shows it. A search inside a catalogue is cached the same way, in memory only.

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

interface Read {
  status: number;
  html: string;
  cache: string | undefined;
}

async function read(on: APIRequestContext, path: string): Promise<Read> {
  const res = await on.get(path);
  return { status: res.status(), html: await res.text(), cache: res.headers()['x-nextjs-cache'] };
}

/** Reads until the page comes from the cache (the first read may render it), and answers that read. */
async function cachedRead(on: APIRequestContext, path: string): Promise<Read> {
  let last: Read | undefined;
  await expect
    // Other tests' writes may expire a demo page meanwhile (STALE until it is rendered again).
    .poll(async () => (last = await read(on, path)).cache, {
      message: `${path} from the cache`,
      timeout: 30_000,
    })
    .toBe('HIT');
  expect(last!.status).toBe(200);
  return last!;
}

const contexts: APIRequestContext[] = [];
async function visitor(): Promise<APIRequestContext> {
  const made = await request.newContext({ baseURL: test.info().project.use.baseURL });
  contexts.push(made);
  return made;
}
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.dispose()));
});

test('a catalogue page 2 and the list of catalogues come from the cache, the same for every visitor @phone', async () => {
  const anonymous = await visitor();
  const page2 = await cachedRead(anonymous, '/tienda/demo/catalogos/lo-mas-vendido?page=2');
  expect(page2.html).toContain('Lo más vendido');
  // Its canonical address is still the query's, and it is no search: crawlers may index it.
  expect(page2.html).toMatch(
    /<link rel="canonical" href="[^"]*\/catalogos\/lo-mas-vendido\?page=2"/,
  );
  expect(page2.html).not.toContain('noindex');

  // A level-two user, who may see resale info, gets the very same cached copy: nothing of theirs.
  const levelTwo = await visitor();
  const login = await levelTwo.post('/api/auth/login', {
    headers: SAME_ORIGIN,
    data: { username: 'dueno.nueva@tienda.test', password: 'Demo1234!' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const asLevelTwo = await cachedRead(levelTwo, '/tienda/demo/catalogos/lo-mas-vendido?page=2');
  for (const html of [page2.html, asLevelTwo.html]) {
    expect(html).not.toContain('Ganancia');
    expect(html).not.toContain('resaleEarnings');
  }

  // The English address, the catalogue by its owner and the list of catalogues are cached too.
  const english = await cachedRead(anonymous, '/tienda/demo/en/catalogos/lo-mas-vendido?page=2');
  expect(english.html).toMatch(/<html lang="en"/);
  await cachedRead(anonymous, '/tienda/demo/catalogos/demo/lo-mas-vendido?page=2');
  const list = await cachedRead(anonymous, '/tienda/demo/catalogos');
  expect(list.html).toContain('Lo más vendido');

  // A search inside a catalogue is cached too (in memory only, server/shared-cache/search-views.mjs),
  // still kept from crawlers.
  const search = await cachedRead(
    anonymous,
    '/tienda/demo/catalogos/lo-mas-vendido?search=playera',
  );
  expect(search.html).toContain('noindex');
  // (In English: the visitor read an English address above, which keeps them in it.)
  expect(search.html).toContain('0 results for “playera”');
});

test('an edit to a catalogue shows on the next read of its cached pages', async ({ page }) => {
  test.setTimeout(120_000);
  const { slug: shop } = await signUpWithFreshShop(page, 'catalogue-cache');
  const api = (path: string) => `/api/shops/${shop}/${path}`;
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
  const created = await page.request.post(api('catalogues'), {
    headers: SAME_ORIGIN,
    data: { name: `Caché ${tag}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const catalogue = (await created.json()) as { id: string; slug: string };
  const address = `/tienda/${shop}/catalogos/${catalogue.slug}`;

  const anonymous = await visitor();
  expect((await cachedRead(anonymous, `${address}?page=2`)).html).toContain(`Caché ${tag}`);
  expect((await cachedRead(anonymous, address)).html).toContain(
    'Este catálogo aún no tiene productos',
  );
  expect((await cachedRead(anonymous, `/tienda/${shop}/catalogos`)).html).toContain(`Caché ${tag}`);

  // Renamed: the next read of each cached page has the new name.
  const renamed = await page.request.patch(api(`catalogues/${catalogue.id}`), {
    headers: SAME_ORIGIN,
    data: { name: `Renombrado ${tag}` },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  expect((await read(anonymous, `${address}?page=2`)).html).toContain(`Renombrado ${tag}`);
  expect((await read(anonymous, `/tienda/${shop}/catalogos`)).html).toContain(`Renombrado ${tag}`);

  // An item added: the next read of the catalogue, and of a search inside it, shows it.
  await cachedRead(anonymous, address);
  const offered = await page.request.get(api('resale/products?type=product&limit=1'));
  expect(offered.status(), await offered.text()).toBe(200);
  const [item] = ((await offered.json()) as { results: { id: string; name: string }[] }).results;
  const searched = `${address}?search=${encodeURIComponent(item!.name.split(' ')[0]!)}`;
  expect((await cachedRead(anonymous, searched)).html).not.toContain(
    `/${encodeURIComponent(item!.id)}"`,
  );
  const added = await page.request.put(api(`catalogues/${catalogue.id}/products/${item!.id}`), {
    headers: SAME_ORIGIN,
    data: {},
  });
  expect(added.status(), await added.text()).toBe(201);
  // Its card links to its page, which names it by id (the name may be escaped in the HTML).
  const after = await read(anonymous, address);
  expect(after.html).toContain(`/${encodeURIComponent(item!.id)}"`);
  expect(after.html).not.toContain('Este catálogo aún no tiene productos');
  expect((await read(anonymous, searched)).html).toContain(`/${encodeURIComponent(item!.id)}"`);
  // And it is served from the cache again.
  expect((await cachedRead(anonymous, address)).html).toContain(
    `/${encodeURIComponent(item!.id)}"`,
  );
});
