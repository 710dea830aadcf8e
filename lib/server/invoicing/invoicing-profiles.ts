import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, asc, eq } from 'drizzle-orm';

import type { InvoicingProfile, InvoicingProfileValues } from '@/lib/api/schemas/invoicing';
import type { Db } from '@/lib/db/client';
import { invoicingProfiles } from '@/lib/db/schema';

import { requireUser } from '../auth/permissions';
import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { isUniqueViolation } from '@/lib/db/pg-errors';
import { profileView } from './invoice-view';

type Reader = Pick<Db, 'select'>;

/**
 * A customer's tax data (spec 02 §3 "Invoicing data"), one profile per RFC: each customer reads
 * and changes only their own (another's id is 404 `invoicing_profile_not_found`). The input is
 * checked by `InvoicingProfileInputSchema` (SAT's rules) before it gets here.
 */

/** The user's own profile by id, or 404. */
export async function requireOwnProfile(db: Reader, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(invoicingProfiles)
    .where(and(eq(invoicingProfiles.id, id), eq(invoicingProfiles.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError('invoicing_profile_not_found');
  return row;
}

export async function listInvoicingProfiles(ctx: ServiceContext) {
  const { userId } = requireUser(ctx.actor);
  const rows = await ctx.db
    .select()
    .from(invoicingProfiles)
    .where(eq(invoicingProfiles.userId, userId))
    .orderBy(asc(invoicingProfiles.createdAt), asc(invoicingProfiles.id));
  return { results: rows.map(profileView) };
}

const columns = (input: InvoicingProfileValues) => ({
  rfc: input.rfc,
  legalName: input.legal_name,
  taxRegime: input.tax_regime,
  cfdiUse: input.cfdi_use,
  postalCode: input.postal_code,
});

/** Same RFC twice for one customer: 409 `invoicing_profile_taken`. */
const taken = (error: unknown) => {
  if (isUniqueViolation(error)) throw new ApiError('invoicing_profile_taken');
  throw error;
};

export async function createInvoicingProfile(
  ctx: ServiceContext,
  input: InvoicingProfileValues,
): Promise<InvoicingProfile> {
  const { userId } = requireUser(ctx.actor);
  const [row] = await ctx.db
    .insert(invoicingProfiles)
    .values({ id: `ifp_${randomUUID()}`, userId, ...columns(input) })
    .returning()
    .catch(taken);
  return profileView(row!);
}

/** Editing a profile never changes invoices already asked: they keep their own copy. */
export async function updateInvoicingProfile(
  ctx: ServiceContext,
  id: string,
  input: InvoicingProfileValues,
): Promise<InvoicingProfile> {
  const { userId } = requireUser(ctx.actor);
  await requireOwnProfile(ctx.db, userId, id);
  const [row] = await ctx.db
    .update(invoicingProfiles)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(and(eq(invoicingProfiles.id, id), eq(invoicingProfiles.userId, userId)))
    .returning()
    .catch(taken);
  return profileView(row!);
}

/** A checkout that had chosen it loses the choice (the foreign key sets it null). */
export async function deleteInvoicingProfile(ctx: ServiceContext, id: string): Promise<void> {
  const { userId } = requireUser(ctx.actor);
  await requireOwnProfile(ctx.db, userId, id);
  await ctx.db
    .delete(invoicingProfiles)
    .where(and(eq(invoicingProfiles.id, id), eq(invoicingProfiles.userId, userId)));
}
