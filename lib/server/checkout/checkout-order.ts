import 'server-only';

import { inArray } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import type { Currency, ProductType } from '@/lib/domain/vocabulary';
import type { CartOrder } from '@/lib/domain/cart/cart-orders';
import type { Locale } from '@/lib/i18n/locales';

import type { CartShop } from '../cart/cart-shop';
import { cartView } from '../cart/read-cart';

export interface CheckoutOrder {
  order: CartOrder;
  /** The item types in the order (physical products need a delivery). */
  types: ProductType[];
}

/**
 * The user's cart order for one supplier and currency, priced now (the cart's own reading), or
 * null when the cart holds nothing of that supplier in that currency.
 */
export async function readCheckoutOrder(
  db: Pick<Db, 'select'>,
  shop: CartShop,
  userId: string,
  key: { supplierId: string; currency: Currency },
  locale: Locale,
): Promise<CheckoutOrder | null> {
  const { orders } = await cartView(db, shop, userId, locale);
  const order = orders.find(
    (candidate) => candidate.supplier.id === key.supplierId && candidate.currency === key.currency,
  );
  if (!order) return null;
  const ids = order.products.map((line) => line.id);
  const rows = await db
    .select({ type: products.type })
    .from(products)
    .where(inArray(products.id, ids));
  return { order, types: [...new Set(rows.map((row) => row.type))] };
}
