import { randomBytes } from 'node:crypto';

import type { Db } from '@/lib/db/client';
import {
  catalogueProducts,
  catalogues,
  products,
  sessions,
  shops,
  storeListings,
  suppliers,
  users,
} from '@/lib/db/schema';
import { hashSessionToken, SESSION_COOKIE } from '@/lib/server/auth/session-token';

let counter = 0;
const nextId = (prefix: string) =>
  `${prefix}_${(++counter).toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

type NewShop = typeof shops.$inferInsert;
type NewProduct = typeof products.$inferInsert;

/** Small, explicit rows for integration tests (the demo seed is tested on its own). */
export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = overrides.id ?? nextId('usr');
  const [user] = await db
    .insert(users)
    .values({
      id,
      fullName: 'Usuaria de Prueba',
      email: `${id}@tienda.test`,
      passwordHash: 'x',
      ...overrides,
    })
    .returning();
  return user!;
}

export async function createSupplier(
  db: Db,
  overrides: Partial<typeof suppliers.$inferInsert> = {},
) {
  const owner = overrides.ownerId ? { id: overrides.ownerId } : await createUser(db);
  const [supplier] = await db
    .insert(suppliers)
    .values({ id: nextId('sup'), name: 'Proveedor de Prueba', ownerId: owner.id, ...overrides })
    .returning();
  return supplier!;
}

export async function createShop(db: Db, overrides: Partial<NewShop> & { slug: string }) {
  const owner = overrides.ownerId ? { id: overrides.ownerId } : await createUser(db);
  const [shop] = await db
    .insert(shops)
    .values({
      id: nextId('shp'),
      name: `Tienda ${overrides.slug}`,
      ownerId: owner.id,
      ...overrides,
    })
    .returning();
  return shop!;
}

/** Creates products of a supplier and lists them in the given shops in order. */
export async function createListedProducts(
  db: Db,
  options: {
    supplierId: string;
    shopIds: string[];
    items: Array<Partial<NewProduct> & { name: string }>;
  },
) {
  const rows = options.items.map((item, i) => ({
    id: nextId('prd'),
    ownerId: options.supplierId,
    type: 'product' as const,
    slug: item.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    listPrice: 10000 + i * 100,
    photos: ['/demo/products/placeholder.svg'],
    ...item,
  }));
  const created = await db.insert(products).values(rows).returning();
  for (const shopId of options.shopIds) {
    await db
      .insert(storeListings)
      .values(
        created.map((p, i) => ({ shopId, productId: p.id, productType: p.type, queuePosition: i })),
      );
  }
  return created;
}

export async function createCatalogue(
  db: Db,
  options: { shopId: string; name: string; slug: string; productIds: string[]; position?: number },
) {
  const [catalogue] = await db
    .insert(catalogues)
    .values({
      id: nextId('cat'),
      shopId: options.shopId,
      name: options.name,
      slug: options.slug,
      position: options.position ?? 0,
    })
    .returning();
  if (options.productIds.length) {
    await db.insert(catalogueProducts).values(
      options.productIds.map((productId, position) => ({
        catalogueId: catalogue!.id,
        productId,
        shopId: options.shopId,
        position,
      })),
    );
  }
  return catalogue!;
}

/** A live session for the user; the answer is the Cookie header value that carries it. */
export async function createSessionCookie(
  db: Db,
  userId: string,
  { expired = false } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (expired ? -1000 : 7 * 86_400_000));
  await db
    .insert(sessions)
    .values({ id: nextId('ses'), userId, tokenHash: hashSessionToken(token), expiresAt });
  return `${SESSION_COOKIE}=${token}`;
}
