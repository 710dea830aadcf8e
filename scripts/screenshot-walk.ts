// The screenshot walk (issue 24): every demo shop's home, a list, an item, the cart panel, the
// checkout, one of the demo shopper's orders and the supplier's order list, at 1280 and 412 wide,
// light and dark, saved as <shop>-<page>-<width>-<scheme>.png for a person to look at one by one.
// A tool, not a test (nothing asserts): run it against a server on a freshly seeded database, e.g.
//   npx tsx scripts/screenshot-walk.ts --base http://localhost:3460 --out test-results/walk
// Options: --shop <slug> (repeatable; every demo shop when absent), --locale es|en.
// It signs in the demo shopper and places one pick-up order in a shop that has none of theirs yet.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  chromium,
  type Page,
} from '@playwright/test';

import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SHOPS } from '@/lib/db/seed/demo-accounts';
import { buildSuppliers } from '@/lib/db/seed/suppliers';

import { CHROMIUM_FLAGS, systemChromiumPath } from './chromium';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: 'test-results/walk' },
    shop: { type: 'string', multiple: true },
    locale: { type: 'string', default: 'es' },
  },
});
const BASE = args.base.replace(/\/$/, '');
const WIDTHS = [
  { width: 1280, height: 900, isMobile: false },
  { width: 412, height: 915, isMobile: true },
] as const;
const SCHEMES = ['light', 'dark'] as const;
/** A full-page shot stops after this many screens: enough to judge, small enough to read. */
const MAX_SCREENS = 4;
/** The API refuses a change that does not come from the site itself (CSRF). */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const SHOPPER = 'cliente@tienda.test';

interface Item {
  id: string;
  owner: string;
  name: string;
  sold_out: boolean;
  disabled: boolean;
  hide_price: boolean;
  is_free: boolean;
  variants: Record<string, string[]>;
  supplier: { id: string; name: string };
}

/** What one shop's walk needs, found once with the shopper signed in (same for every variant). */
interface ShopPlan {
  slug: string;
  item?: Item;
  orderId?: string;
  supplierLogin?: string;
}

async function signIn(request: APIRequestContext, username: string) {
  const res = await request.post(`${BASE}/api/auth/login`, {
    data: { username, password: DEMO_PASSWORD },
    headers: SAME_ORIGIN,
  });
  if (!res.ok()) throw new Error(`Login of ${username}: ${res.status()} ${await res.text()}`);
}

/** A product to buy in one click (price, no variant), preferring a supplier that takes orders. */
async function pickItem(request: APIRequestContext, slug: string): Promise<Item | undefined> {
  const list = await request.get(`${BASE}/api/shops/${slug}/products?type=product&limit=30`);
  if (!list.ok()) return undefined;
  let fallback: Item | undefined;
  for (const { id } of (await list.json()).results as Array<{ id: string }>) {
    const item = (await (
      await request.get(`${BASE}/api/shops/${slug}/products/${id}`)
    ).json()) as Item;
    const simple = !item.sold_out && !item.disabled && !item.hide_price && !item.is_free;
    if (!simple || Object.values(item.variants).some((options) => options.length > 0)) continue;
    fallback ??= item;
    const preview = await request.post(`${BASE}/api/shops/${slug}/cart/preview`, {
      data: { items: [{ product_id: item.id, quantity: 1 }] },
      headers: SAME_ORIGIN,
    });
    const cart = (await preview.json()) as { orders: Array<{ is_configured: boolean }> };
    if (cart.orders[0]?.is_configured) return item;
  }
  return fallback;
}

/** The shopper's newest order in the shop, or a new pick-up order (pay in store) of `item`. */
async function anOrderOf(request: APIRequestContext, slug: string, item?: Item) {
  const mine = await (await request.get(`${BASE}/api/orders?shop=${slug}`)).json();
  if (mine.results?.[0]) return mine.results[0].id as string;
  if (!item) return undefined;
  const post = (url: string, data: unknown, headers = {}) =>
    request.post(`${BASE}${url}`, { data, headers: { ...SAME_ORIGIN, ...headers } });
  await post(`/api/shops/${slug}/cart/items`, { product_id: item.id, quantity: 1 });
  const opened = await post(`/api/shops/${slug}/checkouts`, {
    supplier_id: item.supplier.id,
    currency: 'MXN',
  });
  // A disabled supplier (basica's) opens no checkout: that shop's walk has no order page.
  if (!opened.ok()) return undefined;
  const { checkout_id } = await opened.json();
  await request.patch(`${BASE}/api/shops/${slug}/checkouts/${checkout_id}`, {
    data: { delivery_type: 'pickup_point', payment_type: 'pay_in_store' },
    headers: SAME_ORIGIN,
  });
  const placed = await post('/api/orders', { checkout_id }, { 'idempotency-key': checkout_id });
  if (!placed.ok()) console.warn(`${slug}: no order placed (${await placed.text()})`);
  return placed.ok() ? ((await placed.json()).id as string) : undefined;
}

/** The demo login that owns the item's supplier. */
function supplierLoginOf(item?: Item): string | undefined {
  const owner = buildSuppliers().find((s) => s.id === item?.supplier.id)?.ownerId;
  return DEMO_ACCOUNTS.find((account) => account.id === owner)?.email;
}

/** Every lazy picture loaded, then back at the top. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  const { height } = page.viewportSize()!;
  for (let y = 0; y < height * MAX_SCREENS; y += height) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

async function shoot(page: Page, file: string, fullPage = true) {
  await settle(page);
  const { width, height } = page.viewportSize()!;
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  const clip = { x: 0, y: 0, width, height: Math.min(pageHeight, height * MAX_SCREENS) };
  await page.screenshot({
    path: path.join(args.out, file),
    ...(fullPage ? { fullPage, clip } : {}),
  });
  console.log(file);
}

async function walkShop(browser: Browser, plan: ShopPlan, sessions: Record<string, unknown>) {
  for (const viewport of WIDTHS) {
    for (const scheme of SCHEMES) {
      const name = (pageName: string) => `${plan.slug}-${pageName}-${viewport.width}-${scheme}.png`;
      const options = (storageState?: unknown): BrowserContextOptions => ({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.isMobile,
        hasTouch: viewport.isMobile,
        colorScheme: scheme,
        storageState: storageState as BrowserContextOptions['storageState'],
      });
      const context = await browser.newContext(options(sessions[SHOPPER]));
      const host = new URL(BASE).hostname;
      await context.addCookies([
        { name: 'theme', value: scheme, domain: host, path: '/' },
        { name: 'NEXT_LOCALE', value: args.locale, domain: host, path: '/' },
      ]);
      const page = await context.newPage();
      const shop = `${BASE}/tienda/${plan.slug}`;
      await page.goto(shop);
      await shoot(page, name('home'));
      await page.goto(`${shop}/productos`);
      await shoot(page, name('list'));
      if (plan.item) {
        const { item } = plan;
        await page.goto(`${shop}/productos/${item.owner}/${item.id}`);
        await shoot(page, name('item'));
        // The cart holds just this item (the API sets the quantity), opened from the header.
        await context.request.patch(`${shop.replace('/tienda/', '/api/shops/')}/cart/items`, {
          data: { product_id: item.id, quantity: 1 },
          headers: SAME_ORIGIN,
        });
        await page.goto(shop);
        await page.getByRole('button', { name: /^(Carrito|Cart), \d+/ }).click();
        const panel = page.getByRole('dialog').filter({ hasText: item.name });
        await panel.waitFor();
        await page.waitForTimeout(400); // the panel's slide-in
        await shoot(page, name('cart'), false);
        const pay = panel.getByRole('button', { name: /^(Pagar|Pay)$/ }).first();
        // Not payable (a disabled supplier): the cart says why, and there is no checkout to shoot.
        if (await pay.isEnabled()) {
          await pay.click();
          await page.waitForURL(/\/comprar\/chk_/);
          await shoot(page, name('checkout'));
        }
      }
      if (plan.orderId) {
        await page.goto(`${shop}/mis-compras/${plan.orderId}`);
        await shoot(page, name('order'));
      }
      await context.close();
      if (plan.supplierLogin) {
        const supplier = await browser.newContext(options(sessions[plan.supplierLogin]));
        const supplierPage = await supplier.newPage();
        await supplierPage.goto(`${BASE}/apps/me/store/reports/orders`);
        await shoot(supplierPage, name('supplier-orders'));
        await supplier.close();
      }
    }
  }
}

async function main() {
  fs.mkdirSync(args.out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: systemChromiumPath(),
    args: CHROMIUM_FLAGS,
  });
  const sessions: Record<string, unknown> = {};
  /** Signs `login` in once; every later context starts from its cookies. */
  async function session(login: string) {
    if (sessions[login]) return;
    const context = await browser.newContext();
    await signIn(context.request, login);
    sessions[login] = await context.storageState();
    await context.close();
  }
  await session(SHOPPER);
  const shopper = await browser.newContext({ storageState: sessions[SHOPPER] as never });
  const slugs = args.shop ?? DEMO_SHOPS.map((shop) => shop.slug);
  for (const slug of slugs) {
    const item = await pickItem(shopper.request, slug);
    const plan: ShopPlan = {
      slug,
      item,
      orderId: await anOrderOf(shopper.request, slug, item),
      supplierLogin: supplierLoginOf(item),
    };
    if (plan.supplierLogin) await session(plan.supplierLogin);
    console.log(`${slug}: item ${item?.id ?? '—'}, order ${plan.orderId ?? '—'}`);
    await walkShop(browser, plan, sessions);
  }
  await shopper.close();
  await browser.close();
}

await main();
