import 'server-only';

import { asc, eq } from 'drizzle-orm';

import type { Me } from '@/lib/api/schemas/auth';
import type { Db } from '@/lib/db/client';
import { shopMembers, shops, supplierMembers, suppliers, users } from '@/lib/db/schema';

import { ApiError } from '../errors';

/**
 * The signed-in person and the shops they belong to, one entry per role: the shops they own count
 * as `admin` (as the permission helper treats them), plus every staff role held; and whether
 * they own a supplier or are on its staff.
 */
export async function loadMe(db: Pick<Db, 'select'>, userId: string): Promise<Me> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new ApiError('unauthorized');
  const memberships = await db
    .select({ slug: shops.slug, name: shops.name, role: shopMembers.role })
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(eq(shopMembers.userId, userId))
    .orderBy(asc(shops.name), asc(shopMembers.role));
  const owned = await db
    .select({ slug: shops.slug, name: shops.name })
    .from(shops)
    .where(eq(shops.ownerId, userId))
    .orderBy(asc(shops.name));
  // Owner or staff of a supplier: either way "Pedidos recibidos" is theirs to open.
  const supplied = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.ownerId, userId))
    .union(
      db
        .select({ id: supplierMembers.supplierId })
        .from(supplierMembers)
        .where(eq(supplierMembers.userId, userId)),
    )
    .limit(1);
  const ownedAsAdmin = owned
    .filter((shop) => !memberships.some((m) => m.slug === shop.slug && m.role === 'admin'))
    .map((shop) => ({ ...shop, role: 'admin' as const }));
  const entries = [...memberships, ...ownedAsAdmin].sort(
    (a, b) => a.name.localeCompare(b.name) || a.role.localeCompare(b.role),
  );
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    phone: user.phone,
    country_code: user.phoneCountryCode,
    level: user.level,
    image: user.image,
    shops: entries,
    is_supplier: supplied.length > 0,
    show_tour: user.showTour,
  };
}
