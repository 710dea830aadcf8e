import 'server-only';

import { and, eq } from 'drizzle-orm';
import { z } from 'zod';

import type { Db } from '@/lib/db/client';
import { type CourierBranchRow, courierBranches } from '@/lib/db/schema';

import { ApiError } from '../errors';

type Reader = Pick<Db, 'select'>;

/** The branch when it exists and is active; null otherwise. */
export async function readActiveBranch(db: Reader, id: string): Promise<CourierBranchRow | null> {
  const [row] = await db
    .select()
    .from(courierBranches)
    .where(and(eq(courierBranches.id, id), eq(courierBranches.active, true)))
    .limit(1);
  return row ?? null;
}

/** Whether any branch is active, so `to_branch` has somewhere to go. */
export async function hasActiveBranches(db: Reader): Promise<boolean> {
  const [row] = await db
    .select({ id: courierBranches.id })
    .from(courierBranches)
    .where(eq(courierBranches.active, true))
    .limit(1);
  return Boolean(row);
}

/**
 * The chosen `agency_id` checked with zod against the table: unknown and inactive branches are
 * both 422 `validation_error` with `{ agency_id: ['unavailable_branch'] }`, like a rate the
 * checkout does not offer. Answers the active branch's row.
 */
export async function requireActiveBranch(db: Reader, id: string): Promise<CourierBranchRow> {
  const schema = z.string().transform(async (value, context) => {
    const row = await readActiveBranch(db, value);
    if (row) return row;
    context.addIssue({ code: 'custom', message: 'unavailable_branch' });
    return z.NEVER;
  });
  const result = await schema.safeParseAsync(id);
  if (!result.success) {
    throw new ApiError('validation_error', {
      agency_id: result.error.issues.map((issue) => issue.message),
    });
  }
  return result.data;
}
