// Signed-in shoppers under load through the real API: adding to the server cart, and placing
// orders (cart line, checkout, pay in store, order). A closed loop per shopper, timed per operation.
import { randomInt, randomUUID } from 'node:crypto';

import { mean, percentile, round } from './stats';
import { listDemoProducts, SHOP } from './targets';
import type { ShoppingFigures } from './types';

/** Items each shopper cycles through: a cart holds at most this many lines. */
const ITEM_POOL = 4;
/** Operations per shopper before the timed run (not reported). */
const WARM_UP_OPS = 3;
const PASSWORD = 'Bench1234!';
const TIMEOUT_MS = 30_000;

export interface Shopper {
  email: string;
  /** `tienda_session=…` */
  cookie: string;
  /**
   * The address the shopper's requests come from: the bench server trusts one proxy hop
   * (TRUSTED_PROXY_HOPS=1), so each shopper signs in from its own address of the benchmarking
   * range 198.18.0.0/15 and the per-IP login limit (50 / 15 min, kept in the database across
   * runs) never counts the bench's sign-ins together.
   */
  ip: string;
}

/** An on-demand service of the demo shop, in pesos, with no variants and no purchase limit. */
export interface ShoppingItem {
  id: string;
  supplierId: string;
}

/** A step that answered other than expected: counted as non-2xx under `step status`. */
class StepError extends Error {
  constructor(
    readonly step: string,
    readonly status: number,
    body: string,
  ) {
    super(`${step} answered ${status}: ${body.slice(0, 300)}`);
  }
}

export interface Answer {
  status: number;
  body: unknown;
  setCookie: string;
}

export async function send(
  baseUrl: string,
  who: Pick<Shopper, 'ip'> & Partial<Pick<Shopper, 'cookie'>>,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      // What the shop's own pages send (same-origin fetch): passes the CSRF check.
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': who.ip,
      ...(who.cookie ? { cookie: who.cookie } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (an error page): kept as text for the message.
  }
  return {
    status: response.status,
    body: parsed,
    setCookie: response.headers.get('set-cookie') ?? '',
  };
}

/** Sends and insists on one of the expected statuses. */
async function step<T>(
  name: string,
  expected: readonly number[],
  ...args: Parameters<typeof send>
): Promise<T> {
  const answer = await send(...args);
  if (!expected.includes(answer.status))
    throw new StepError(name, answer.status, JSON.stringify(answer.body));
  return answer.body as T;
}

function sessionCookieOf(answer: Answer): string {
  const match = /tienda_session=([^;]*)/.exec(answer.setCookie);
  if (!match?.[1]) throw new Error(`no session cookie in the answer (${answer.status})`);
  return `tienda_session=${match[1]}`;
}

/** Addresses of 198.18.0.0/15 from a random start, one per shopper. */
function addresses(count: number): string[] {
  const start = randomInt(0, 2 ** 17 - count);
  return Array.from({ length: count }, (_, i) => {
    const n = start + i;
    return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
  });
}

/**
 * Signs in `bench.shopper.<i>@tienda.test`, creating the account on the first run (the bench
 * server allows skipping the PIN with REGISTRATION_SKIP_PIN=1).
 */
async function signIn(baseUrl: string, index: number, ip: string): Promise<Shopper> {
  const email = `bench.shopper.${index}@tienda.test`;
  const login = await send(baseUrl, { ip }, 'POST', '/auth/login', {
    username: email,
    password: PASSWORD,
  });
  if (login.status === 200) return { email, ip, cookie: sessionCookieOf(login) };
  let code: string;
  if (login.status === 409) {
    code = (login.body as { registration: { code: string } }).registration.code;
  } else if (login.status === 401) {
    const registered = await step<{ code: string; can_skip_pin: boolean }>(
      'register',
      [201],
      baseUrl,
      { ip },
      'POST',
      '/auth/register',
      {
        type: 'email',
        full_name: `Bench Shopper ${index}`,
        username: email,
        password: PASSWORD,
        tac: true,
      },
    );
    if (!registered.can_skip_pin)
      throw new Error(
        'the server asks new accounts for a PIN (REGISTRATION_SKIP_PIN=1 is not set)',
      );
    code = registered.code;
  } else {
    throw new StepError('login', login.status, JSON.stringify(login.body));
  }
  const activated = await send(baseUrl, { ip }, 'POST', '/auth/activate', { code, skip_pin: true });
  if (activated.status !== 200)
    throw new StepError('activate', activated.status, JSON.stringify(activated.body));
  return { email, ip, cookie: sessionCookieOf(activated) };
}

/** One signed-in shopper per virtual user, signed in one after the other (before any timing). */
export async function signInShoppers(baseUrl: string, count: number): Promise<Shopper[]> {
  const ips = addresses(count);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) shoppers.push(await signIn(baseUrl, i, ips[i]!));
  return shoppers;
}

export async function signOut(baseUrl: string, shoppers: readonly Shopper[]): Promise<void> {
  for (const shopper of shoppers) await send(baseUrl, shopper, 'POST', '/auth/logout');
}

interface CartBody {
  orders: Array<{
    supplier: { id: string };
    is_configured: boolean;
    currency: string;
    products: Array<{
      id: string;
      variant: string | null;
      stock_type: string;
      max_purchase_amount: number | null;
      unavailable: boolean;
    }>;
  }>;
}

const cartPath = `/shops/${SHOP}/cart`;

/** Removes every line of the shopper's cart in the demo shop. */
export async function emptyCart(baseUrl: string, shopper: Shopper): Promise<void> {
  const cart = await step<CartBody>('read cart', [200], baseUrl, shopper, 'GET', cartPath);
  for (const line of cart.orders.flatMap((order) => order.products)) {
    const query = new URLSearchParams({
      product_id: line.id,
      ...(line.variant ? { variant: line.variant } : {}),
    });
    await step('remove line', [200], baseUrl, shopper, 'DELETE', `${cartPath}/items?${query}`);
  }
}

/**
 * Up to ITEM_POOL items every operation can use again and again without touching stock or the
 * pages: on-demand services (nothing to deliver, so "pay in store" completes a checkout; on-demand
 * stock is not counted, so no item page sells out), in pesos, without variants or a purchase
 * limit, from a supplier set up to sell. Each candidate is tried in the first shopper's cart.
 */
export async function findItems(baseUrl: string, shopper: Shopper): Promise<ShoppingItem[]> {
  const page = await listDemoProducts(baseUrl, 100, 'service');
  const candidates = page.results.filter(
    (p) => p.currency === 'MXN' && !p.hide_price && !p.sold_out,
  );
  const items: ShoppingItem[] = [];
  await emptyCart(baseUrl, shopper);
  for (const candidate of candidates) {
    if (items.length === ITEM_POOL) break;
    const added = await send(baseUrl, shopper, 'POST', `${cartPath}/items`, {
      product_id: candidate.id,
      quantity: 1,
    });
    if (added.status !== 201) continue;
    const order = (added.body as CartBody).orders.find((o) =>
      o.products.some((p) => p.id === candidate.id),
    );
    const line = order?.products.find((p) => p.id === candidate.id);
    if (
      order?.is_configured &&
      line &&
      line.stock_type === 'ondemand' &&
      line.max_purchase_amount === null &&
      !line.unavailable
    ) {
      items.push({ id: candidate.id, supplierId: order.supplier.id });
    }
    await emptyCart(baseUrl, shopper);
  }
  if (items.length === 0)
    throw new Error(`the ${SHOP} shop offers no on-demand service in MXN the bench can buy`);
  return items;
}

export type Operation = (shopper: Shopper, n: number) => Promise<void>;

/** Requests one operation sends. */
export const CART_ADD_REQUESTS = 1;
export const PLACE_ORDER_REQUESTS = 4;

/** One unit of the shopper's n-th item into its server cart (the line grows). */
export function cartAdd(baseUrl: string, items: readonly ShoppingItem[]): Operation {
  return async (shopper, n) => {
    const item = items[n % items.length]!;
    await step('add', [201], baseUrl, shopper, 'POST', `${cartPath}/items`, {
      product_id: item.id,
      quantity: 1,
    });
  };
}

/** A whole purchase: add a line, start the checkout, choose pay in store, place the order. */
export function placeOrder(baseUrl: string, items: readonly ShoppingItem[]): Operation {
  return async (shopper, n) => {
    const item = items[n % items.length]!;
    await step('add', [201], baseUrl, shopper, 'POST', `${cartPath}/items`, {
      product_id: item.id,
      quantity: 1,
    });
    const checkout = await step<{ checkout_id: string }>(
      'checkout',
      [200, 201],
      baseUrl,
      shopper,
      'POST',
      `/shops/${SHOP}/checkouts`,
      {
        supplier_id: item.supplierId,
        currency: 'MXN',
      },
    );
    await step(
      'pay in store',
      [200],
      baseUrl,
      shopper,
      'PATCH',
      `/shops/${SHOP}/checkouts/${checkout.checkout_id}`,
      { payment_type: 'pay_in_store' },
    );
    await step(
      'order',
      [201],
      baseUrl,
      shopper,
      'POST',
      '/orders',
      { checkout_id: checkout.checkout_id },
      { 'idempotency-key': randomUUID() },
    );
  };
}

/** A few operations per shopper, all shoppers at once; the first failure stops the bench's shopping phases. */
export async function warmUpOperation(
  shoppers: readonly Shopper[],
  operation: Operation,
): Promise<void> {
  await Promise.all(
    shoppers.map(async (shopper) => {
      for (let n = 0; n < WARM_UP_OPS; n++) await operation(shopper, n);
    }),
  );
}

/**
 * Every shopper runs the operation back to back for `seconds` (an operation started before the
 * end is finished and counted). Operations/s is the operations completed ÷ the wall-clock time
 * from the start to the last one's end; latency is each whole operation's, body read included.
 */
export async function measureOperation(
  shoppers: readonly Shopper[],
  seconds: number,
  requestsPerOp: number,
  operation: Operation,
): Promise<ShoppingFigures> {
  const ms: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    shoppers.map(async (shopper) => {
      // Past the warm-up's numbers, so the pool rotation carries on where it left off.
      for (let n = WARM_UP_OPS; performance.now() < deadline; n++) {
        const opStarted = performance.now();
        try {
          await operation(shopper, n);
          ms.push(performance.now() - opStarted);
        } catch (error) {
          if (error instanceof StepError) {
            const key = `${error.step} ${error.status}`;
            statusCodes[key] = (statusCodes[key] ?? 0) + 1;
          } else {
            errors++;
          }
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    virtualUsers: shoppers.length,
    requestsPerOp,
    seconds: round(elapsed, 2),
    ops: ms.length,
    opsPerSec: round(ms.length / elapsed, 1),
    latencyMs: {
      mean: round(mean(ms), 1),
      p50: round(percentile(ms, 50), 1),
      p97_5: round(percentile(ms, 97.5), 1),
      p99: round(percentile(ms, 99), 1),
      max: round(ms.length ? ms.reduce((max, v) => Math.max(max, v)) : Number.NaN, 1),
    },
    non2xx: Object.values(statusCodes).reduce((sum, count) => sum + count, 0),
    errors,
    statusCodes,
  };
}
