import type { Db } from '@/lib/db/client';
import { shopMembers, type shops } from '@/lib/db/schema';

import { createSessionCookie, createShop, createUser } from './factories';

type NewShop = Partial<typeof shops.$inferInsert>;

/** Who the shop-admin suites call as: A's owner and admin member, others who may not act on A. */
export type StaffCookies = Record<
  'ownerA' | 'adminA' | 'dispatcherA' | 'customer' | 'ownerB' | 'ownerProxy',
  string
>;

/**
 * The people and shops every shop-admin suite needs: `tienda-a` with its owner, an admin member
 * and a dispatcher; a customer; `tienda-b` with its owner (the admin of another shop); and
 * `espejo-a`, a proxy of A with an owner of its own. Answers the shops and a session cookie each.
 */
export async function createShopStaff(db: Db, options: { shopA?: NewShop; shopB?: NewShop } = {}) {
  const [ownerA, adminA, dispatcherA, customer, ownerB, ownerProxy] = await Promise.all(
    ([2, 1, 0, 0, 2, 2] as const).map((level) => createUser(db, { level })),
  );
  const shopA = await createShop(db, { slug: 'tienda-a', ownerId: ownerA!.id, ...options.shopA });
  const shopB = await createShop(db, { slug: 'tienda-b', ownerId: ownerB!.id, ...options.shopB });
  const proxy = await createShop(db, {
    slug: 'espejo-a',
    ownerId: ownerProxy!.id,
    isProxy: true,
    proxyOfShopId: shopA.id,
  });
  await db.insert(shopMembers).values([
    { shopId: shopA.id, userId: adminA!.id, role: 'admin' },
    { shopId: shopA.id, userId: dispatcherA!.id, role: 'dispatcher' },
  ]);
  const people = { ownerA, adminA, dispatcherA, customer, ownerB, ownerProxy };
  const cookie = Object.fromEntries(
    await Promise.all(
      Object.entries(people).map(async ([who, user]) => [
        who,
        await createSessionCookie(db, user!.id),
      ]),
    ),
  ) as StaffCookies;
  return { shopA, shopB, proxy, cookie };
}
