import type { APIRequestContext } from '@playwright/test';

/** An item as `GET /api/shops/{slug}/products/{id}` answers it (the fields the buying tests read). */
export interface Item {
  id: string;
  owner: string;
  name: string;
  type: 'product';
  list_price: number;
  currency: string;
  available: number;
  stock_type: 'onstock' | 'ondemand';
  max_purchase_amount: number | null;
  sold_out: boolean;
  concluded: boolean;
  disabled: boolean;
  hide_price: boolean;
  is_free: boolean;
  variants: Record<string, string[]>;
  supplier: { id: string; name: string };
}

/** The supplier is configured (enabled): checkout takes its orders. */
async function supplierTakesOrders(request: APIRequestContext, item: Item): Promise<boolean> {
  const preview = await request.post('/api/shops/demo/cart/preview', {
    data: { items: [{ product_id: item.id, quantity: 1 }] },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  const cart = (await preview.json()) as { orders: Array<{ is_configured: boolean }> };
  return cart.orders[0]?.is_configured === true;
}

/** On sale at a price, 3 units can be bought, and no variant to choose. */
function simplyBuyable(item: Item): boolean {
  const buyable =
    !item.sold_out && !item.concluded && !item.disabled && !item.hide_price && !item.is_free;
  const roomy =
    (item.stock_type === 'ondemand' || item.available >= 3) &&
    (item.max_purchase_amount === null || item.max_purchase_amount >= 3);
  return buyable && roomy && Object.values(item.variants).every((options) => options.length === 0);
}

/**
 * The first `count` simple products of the `demo` shop (the seed is random) whose suppliers take
 * orders, one per supplier, from the suppliers `wanted` accepts. `from: 'end'` takes them from the
 * end of the list instead: a test that checks stock takes its items there, so the tests buying
 * from the start of the list in the other worker never move the figures it compares.
 */
export async function demoItemsToBuy(
  request: APIRequestContext,
  count: number,
  wanted: (supplierId: string, item: Item) => boolean = () => true,
  from: 'start' | 'end' = 'start',
): Promise<Item[]> {
  const found: Item[] = [];
  const list = await (await request.get('/api/shops/demo/products?type=product&limit=100')).json();
  const summaries = list.results as Array<{ id: string }>;
  for (const summary of from === 'start' ? summaries : [...summaries].reverse()) {
    const item = (await (
      await request.get(`/api/shops/demo/products/${summary.id}`)
    ).json()) as Item;
    if (
      simplyBuyable(item) &&
      wanted(item.supplier.id, item) &&
      !found.some((f) => f.supplier.id === item.supplier.id) &&
      (await supplierTakesOrders(request, item))
    ) {
      found.push(item);
      if (found.length === count) return found;
    }
  }
  throw new Error(`The demo shop has no ${count} suppliers with simple products to buy`);
}
