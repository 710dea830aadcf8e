import 'server-only';

import { randomUUID } from 'node:crypto';

import { asc, count, eq } from 'drizzle-orm';

import type { Address, AddressInput } from '@/lib/api/schemas/checkout';
import { addresses } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { addressView } from './checkout-view';

/** An address book holds at most this many entries. */
export const ADDRESS_BOOK_MAX = 20;

/** The signed-in user's addresses, oldest first. */
export async function listAddresses(ctx: ServiceContext): Promise<Address[]> {
  const { userId } = requireUser(ctx.actor);
  const rows = await ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map(addressView);
}

/** Adds an address to the user's book (422 `address_book_full` on `name` past the limit). */
export async function createAddress(ctx: ServiceContext, input: AddressInput): Promise<Address> {
  const { userId } = requireUser(ctx.actor);
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  if (total >= ADDRESS_BOOK_MAX) {
    throw new ApiError('validation_error', { name: ['address_book_full'] });
  }
  const [row] = await ctx.db
    .insert(addresses)
    .values({
      id: `adr_${randomUUID()}`,
      userId,
      name: input.name,
      phone: input.phone,
      streetAddress: input.street_address,
      streetNumber: input.street_number,
      sublocality: input.sublocality ?? null,
      locality: input.locality,
      administrativeAreaLevel1: input.administrative_area_level_1,
      postalCode: input.postal_code,
      references: input.references ?? null,
    })
    .returning();
  return addressView(row!);
}
