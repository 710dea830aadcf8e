// Item save to visible-on-shop latency (issue 16): the supplier renames one of its items through
// the API (PUT, as the item editor saves), then the demo shop's cached item page is asked for
// until it shows the new name. `npm run bench` measures it on each size's server, after the
// short links; `BENCH_BASE_URL=http://localhost:3111 npx tsx bench/item-save.ts` measures any
// running server seeded with the demo accounts (an e2e server, a dev server).
import { randomInt } from 'node:crypto';
import { pathToFileURL } from 'node:url';

import { median, round } from './stats';
import { SHOP } from './targets';

/** The seeded supplier whose items the demo shop lists (lib/db/seed/demo-accounts.ts). */
const SUPPLIER = { id: 'sup_tecno', email: 'proveedor.tecno@tienda.test', password: 'Demo1234!' };
const ROUNDS = 5;
const POLL_MS = 25;
const GIVE_UP_MS = 30_000;
const TIMEOUT_MS = 30_000;

export interface ItemSaveFigures {
  item: string;
  rounds: number;
  /** The PUT alone, answered. */
  saveMs: { p50: number; max: number };
  /** From sending the PUT to the first page answer showing the new name. */
  visibleMs: { p50: number; max: number; all: number[] };
  /** Page GETs it took, per round (each a cached read until the save expires it). */
  pollsPerRound: number[];
}

interface SupplierItem extends Record<string, unknown> {
  id: string;
  name: string;
  variant_stock: Array<{
    options: Record<string, string>;
    available: number;
    list_price: number | null;
  }>;
}

/** The fields of the item's answer a PUT takes (the answer has more: id, owner, sold_out…). */
const INPUT_FIELDS = [
  'type',
  'name',
  'name_en',
  'description',
  'description_en',
  'category_id',
  'photos',
  'list_price',
  'crossout_price',
  'currency',
  'is_free',
  'hide_price',
  'stock_type',
  'available',
  'max_purchase_amount',
  'contribution_margin',
  'variants',
  'return_type',
  'return_policy',
  'return_policy_legend',
  'return_fees',
  'return_shipping_label',
  'restocking_fees',
  'list_state',
  'hiden',
  'experience_date',
  'experience_place',
  'experience_available',
  'digital_url',
  'digital_file',
] as const;

function inputOf(item: SupplierItem, name: string): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of INPUT_FIELDS) if (field in item) input[field] = item[field];
  input.name = name;
  input.variant_stock = item.variant_stock.map(({ options, available, list_price }) => ({
    options,
    available,
    list_price,
  }));
  return input;
}

function client(baseUrl: string) {
  // One address of the benchmarking range, so the per-IP login limit counts the bench alone.
  const ip = `198.19.${randomInt(0, 255)}.${randomInt(1, 255)}`;
  let cookie = '';
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    const setCookie = response.headers.get('set-cookie') ?? '';
    const session = /tienda_session=([^;]*)/.exec(setCookie);
    if (session?.[1]) cookie = `tienda_session=${session[1]}`;
    return text ? (JSON.parse(text) as unknown) : null;
  };
  return { api, ip };
}

/** The first published, visible product of the supplier that the demo shop lists. */
async function listedItem(
  baseUrl: string,
  api: ReturnType<typeof client>['api'],
): Promise<SupplierItem> {
  const page = (await api('GET', `/suppliers/${SUPPLIER.id}/products?type=product&limit=50`)) as {
    results: Array<{ id: string; list_state: string; hiden: boolean }>;
  };
  for (const row of page.results) {
    if (row.list_state !== 'published' || row.hiden) continue;
    const shown = await fetch(`${baseUrl}/tienda/${SHOP}/productos/${SUPPLIER.id}/${row.id}`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await shown.arrayBuffer();
    if (shown.status === 200)
      return (await api('GET', `/suppliers/${SUPPLIER.id}/products/${row.id}`)) as SupplierItem;
  }
  throw new Error(`no item of ${SUPPLIER.id} is shown by the ${SHOP} shop`);
}

export async function measureItemSave(baseUrl: string, rounds = ROUNDS): Promise<ItemSaveFigures> {
  const { api } = client(baseUrl);
  await api('POST', '/auth/login', { username: SUPPLIER.email, password: SUPPLIER.password });
  const item = await listedItem(baseUrl, api);
  const pageUrl = `${baseUrl}/tienda/${SHOP}/productos/${SUPPLIER.id}/${item.id}`;
  const page = async () => {
    const response = await fetch(pageUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    return response.text();
  };
  // Cached before the first save, as a visited page is.
  for (let i = 0; i < 3; i++) await page();

  const saves: number[] = [];
  const visible: number[] = [];
  const polls: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const name = `${item.name} · bench ${Date.now().toString(36)}${round}`;
      // The page escapes text; the tag below has no character it would change.
      const marker = name.slice(name.lastIndexOf('bench'));
      const started = performance.now();
      await api('PUT', `/suppliers/${SUPPLIER.id}/products/${item.id}`, inputOf(item, name));
      saves.push(performance.now() - started);
      let tries = 0;
      for (;;) {
        tries++;
        if ((await page()).includes(marker)) break;
        if (performance.now() - started > GIVE_UP_MS)
          throw new Error(`the shop did not show the new name within ${GIVE_UP_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      visible.push(performance.now() - started);
      polls.push(tries);
    }
  } finally {
    await api('PUT', `/suppliers/${SUPPLIER.id}/products/${item.id}`, inputOf(item, item.name));
  }
  const figure = (values: number[]) => ({
    p50: round(median(values, (v) => v) ?? 0, 1),
    max: round(Math.max(...values), 1),
  });
  return {
    item: item.id,
    rounds,
    saveMs: figure(saves),
    visibleMs: { ...figure(visible), all: visible.map((v) => round(v, 1)) },
    pollsPerRound: polls,
  };
}

export function itemSaveLine(figures: ItemSaveFigures): string {
  return `item save → visible on the shop (${figures.rounds} renames of ${figures.item}): p50 ${figures.visibleMs.p50} ms, max ${figures.visibleMs.max} ms (the PUT alone p50 ${figures.saveMs.p50} ms; page GETs per round ${figures.pollsPerRound.join(', ')})`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.env.BENCH_BASE_URL?.trim() || 'http://localhost:3000';
  measureItemSave(baseUrl).then(
    (figures) => {
      console.log(itemSaveLine(figures));
      console.log(JSON.stringify(figures));
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
