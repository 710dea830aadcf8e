import type { Currency, StockType } from '@/lib/domain/vocabulary';

/**
 * A cart as the panel shows it (spec 02 §3 "Store cart order", "Cart product"): one order per
 * supplier — and per currency, so no order mixes currencies — with its products, priced now.
 */

export interface CartSupplier {
  id: string;
  name: string;
  image: string | null;
  /** Checkout refuses orders of suppliers that are not enabled (`is_configured`). */
  enabled: boolean;
}

/** One cart line with what the products table says about its item today. */
export interface PricedLine {
  id: string;
  name: string;
  photo: string | null;
  description: string;
  variant: string | null;
  /** Units in the line. */
  amount: number;
  /** Price of one unit, integer minor units (0 for free items). */
  price: number;
  currency: Currency;
  available: number;
  stock_type: StockType;
  disabled: boolean;
  max_purchase_amount: number | null;
  unavailable: boolean;
  supplier: CartSupplier;
}

export type CartOrderProduct = Omit<PricedLine, 'supplier'> & { total: number };

export interface CartOrder {
  supplier: { id: string; name: string; image: string | null };
  is_configured: boolean;
  /** Sum of the lines that can be bought (unavailable lines show their own total only). */
  total: number;
  currency: Currency;
  products: CartOrderProduct[];
}

export interface CartView {
  orders: CartOrder[];
  /** Units in the cart, every line counted (the nav badge). */
  count: number;
}

/** Groups lines into orders in the order their supplier first appears; totals in minor units. */
export function groupCartOrders(lines: readonly PricedLine[]): CartView {
  const orders = new Map<string, CartOrder>();
  let count = 0;
  for (const { supplier, ...line } of lines) {
    const total = line.price * line.amount;
    const key = `${supplier.id}\u0000${line.currency}`;
    let order = orders.get(key);
    if (!order) {
      order = {
        supplier: { id: supplier.id, name: supplier.name, image: supplier.image },
        is_configured: supplier.enabled,
        total: 0,
        currency: line.currency,
        products: [],
      };
      orders.set(key, order);
    }
    order.products.push({ ...line, total });
    if (!line.unavailable) order.total += total;
    count += line.amount;
  }
  return { orders: [...orders.values()], count };
}
