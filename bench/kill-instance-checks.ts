// What the database says after bench/kill-instance.ts: every order whole (its lines written),
// every unit sold taken from stock, and one order per purchase attempt (checkout and
// Idempotency-Key), whatever instance died in the middle.
import pg from 'pg';
import { withPgClient } from '../tests/support/pg-client';

export interface StockMark {
  /** Units on sale per item. */
  available: Map<string, number>;
  /** Units of the item in order lines so far. */
  sold: Map<string, number>;
}

export interface DatabaseFindings {
  ordersInRun: number;
  /** Orders with no line at all (a half-written order). */
  ordersWithoutLines: number;
  /** Per item: units taken from stock during the run vs units in the run's order lines. */
  stock: Array<{ itemId: string; taken: number; sold: number }>;
  /** Checkouts that became more than one order. */
  checkoutsWithSeveralOrders: number;
  /** Idempotency keys of placed orders claimed but never answered, or answering an order that is not there. */
  keysWithoutTheirOrder: number;
  /**
   * The checkouts of orders with a line of more than one unit: each purchase adds one unit, so a
   * line of two is an add retried after a lost answer and counted twice (cart adds take no
   * Idempotency-Key yet), or a unit left in the cart by an attempt that failed after its add.
   */
  checkoutsWithLinesOfSeveralUnits: string[];
  /** The checkouts that became an order (to compare with what the shoppers were told). */
  placedCheckouts: Set<string>;
}

/**
 * Turns the bench's items (on-demand services, so "pay in store" completes a checkout without a
 * delivery) into counted stock with plenty of units, so placing an order takes units the check
 * below can count; returns the stock and the units already sold before the run.
 */
export async function countStockOf(url: string, itemIds: readonly string[]): Promise<StockMark> {
  return withPgClient(url, async (client) => {
    await client.query(
      `update products set stock_type = 'onstock', available = 100000 where id = any($1)`,
      [itemIds],
    );
    return readStock(client, itemIds);
  });
}

async function readStock(client: pg.Client, itemIds: readonly string[]): Promise<StockMark> {
  const available = await client.query<{ id: string; available: number }>(
    'select id, available from products where id = any($1)',
    [itemIds],
  );
  const sold = await client.query<{ product_id: string; units: string }>(
    `select product_id, sum(quantity) as units from order_lines where product_id = any($1)
     group by product_id`,
    [itemIds],
  );
  return {
    available: new Map(available.rows.map((row) => [row.id, row.available])),
    sold: new Map(sold.rows.map((row) => [row.product_id, Number(row.units)])),
  };
}

/** Reads the findings for the orders of `userIds` placed since `since`. */
export async function inspectDatabase(
  url: string,
  options: {
    itemIds: readonly string[];
    before: StockMark;
    userIds: readonly string[];
    since: Date;
  },
): Promise<DatabaseFindings> {
  return withPgClient(url, async (client) => {
    const { itemIds, before, userIds, since } = options;
    const inRun = `from orders o where o.user_id = any($1) and o.created_at >= $2`;
    const orders = await client.query<{ checkout_id: string }>(`select o.checkout_id ${inRun}`, [
      userIds,
      since,
    ]);
    const withoutLines = await client.query<{ count: string }>(
      `select count(*) ${inRun}
       and not exists (select 1 from order_lines l where l.order_id = o.id)`,
      [userIds, since],
    );
    const severalOrders = await client.query<{ count: string }>(
      `select count(*) from (select checkout_id ${inRun} group by checkout_id having count(*) > 1) s`,
      [userIds, since],
    );
    const keys = await client.query<{ count: string }>(
      `select count(*) from idempotency_keys k
       where k.user_id = any($1) and k.scope = 'orders.place' and k.created_at >= $2
       and (k.status is null
            or not exists (select 1 from orders o where o.id = k.response->>'id'))`,
      [userIds, since],
    );
    const severalUnits = await client.query<{ checkout_id: string }>(
      `select o.checkout_id from order_lines l join orders o on o.id = l.order_id
       where o.user_id = any($1) and o.created_at >= $2 and l.quantity > 1`,
      [userIds, since],
    );
    const after = await readStock(client, itemIds);
    return {
      ordersInRun: orders.rowCount ?? 0,
      ordersWithoutLines: Number(withoutLines.rows[0]!.count),
      stock: itemIds.map((itemId) => ({
        itemId,
        taken: (before.available.get(itemId) ?? 0) - (after.available.get(itemId) ?? 0),
        sold: (after.sold.get(itemId) ?? 0) - (before.sold.get(itemId) ?? 0),
      })),
      checkoutsWithSeveralOrders: Number(severalOrders.rows[0]!.count),
      keysWithoutTheirOrder: Number(keys.rows[0]!.count),
      checkoutsWithLinesOfSeveralUnits: severalUnits.rows.map((row) => row.checkout_id),
      placedCheckouts: new Set(orders.rows.map((row) => row.checkout_id)),
    };
  });
}

/** The ids of the bench shoppers' accounts, by e-mail. */
export async function userIdsOf(url: string, emails: readonly string[]): Promise<string[]> {
  return withPgClient(url, async (client) => {
    const users = await client.query<{ id: string }>(
      'select id from users where lower(email) = any($1)',
      [emails.map((email) => email.toLowerCase())],
    );
    return users.rows.map((row) => row.id);
  });
}
