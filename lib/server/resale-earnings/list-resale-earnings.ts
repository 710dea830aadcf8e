import 'server-only';

import { and, eq, inArray, isNull } from 'drizzle-orm';

import type { ResaleEarnings, ResaleEarningsQuery } from '@/lib/api/schemas/resale-earnings';
import { products } from '@/lib/db/schema';
import { earnsOnResale, seesResaleInfo } from '@/lib/domain/catalogue/resale-info';
import { resaleEarning } from '@/lib/domain/items/item-rules';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { userCommissionRate } from '../plans/user-commission-rate';

/**
 * What the signed-in level-two user earns per resale of each named item (spec 03 §6, §9): the
 * contribution margin × their plan's commission rate, rounded down, in the item's currency. Only
 * items a card may show it on answer (published, visible dropshipping items with a price: never a
 * hidden price or a free item); the others are left out. 401 signed out, 403 below or above level
 * two.
 */
export async function listResaleEarnings(
  { db, actor }: ServiceContext,
  query: ResaleEarningsQuery,
): Promise<ResaleEarnings> {
  const user = requireUser(actor);
  if (!seesResaleInfo(user.level)) throw new ApiError('forbidden');
  const [{ rateBp }, rows] = await Promise.all([
    userCommissionRate(db, user.userId),
    db
      .select({
        id: products.id,
        currency: products.currency,
        margin: products.contributionMargin,
        is_dropshipping: products.isDropshipping,
        hide_price: products.hidePrice,
        is_free: products.isFree,
      })
      .from(products)
      .where(
        and(
          inArray(products.id, query.ids),
          eq(products.listState, 'published'),
          eq(products.hidden, false),
          isNull(products.retiredAt),
        ),
      ),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rate: rateBp / 10_000,
    results: query.ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row || !earnsOnResale(row)) return [];
      return [{ id, earning: resaleEarning(row.margin, rateBp), currency: row.currency }];
    }),
  };
}
