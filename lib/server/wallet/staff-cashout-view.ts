import 'server-only';

import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type {
  StaffCashout,
  StaffCashoutList,
  StaffCashoutsQuery,
} from '@/lib/api/schemas/staff-cashouts';
import type { Db } from '@/lib/db/client';
import { users, walletCashoutDecisions, walletCashouts } from '@/lib/db/schema';

import { requireUser, type SignedInActor } from '../auth/permissions';
import type { Actor } from '../context';
import { ApiError } from '../errors';
import { mayDecideCashouts } from '@/lib/domain/wallet/wallet-rules';

type Reader = Pick<Db, 'select'>;

/**
 * Platform staff (users.level 3, spec 01 §3 "User levels": levelThree): 401 signed out, 403
 * `forbidden` for everybody else, whatever shops or suppliers they run.
 */
export function requirePlatformStaff(actor: Actor): SignedInActor {
  const user = requireUser(actor);
  if (!mayDecideCashouts(user.level)) throw new ApiError('forbidden');
  return user;
}

const decider = alias(users, 'decider');

function staffCashoutRows(db: Reader) {
  return db
    .select({
      cashout: walletCashouts,
      requesterName: users.fullName,
      requesterEmail: users.email,
      decision: walletCashoutDecisions,
      deciderName: decider.fullName,
    })
    .from(walletCashouts)
    .innerJoin(users, eq(users.id, walletCashouts.userId))
    .leftJoin(walletCashoutDecisions, eq(walletCashoutDecisions.cashoutId, walletCashouts.id))
    .leftJoin(decider, eq(decider.id, walletCashoutDecisions.decidedBy));
}

type StaffCashoutRow = Awaited<ReturnType<ReturnType<typeof staffCashoutRows>['where']>>[number];

function staffCashoutView(row: StaffCashoutRow): StaffCashout {
  const { cashout, decision } = row;
  return {
    id: cashout.id,
    amount: cashout.amount,
    currency: cashout.currency,
    wallet_type: cashout.walletType,
    state: cashout.state,
    created_at: cashout.createdAt.toISOString(),
    requester: { id: cashout.userId, full_name: row.requesterName, email: row.requesterEmail },
    decision: decision
      ? {
          state: decision.state,
          payment_reference: decision.paymentReference,
          reason: decision.reason,
          decided_at: decision.createdAt.toISOString(),
          decided_by: { id: decision.decidedBy, full_name: row.deciderName ?? '' },
        }
      : null,
  };
}

/** One request as staff see it, or null when there is none by that id. */
export async function readStaffCashout(db: Reader, id: string): Promise<StaffCashout | null> {
  const [row] = await staffCashoutRows(db).where(eq(walletCashouts.id, id));
  return row ? staffCashoutView(row) : null;
}

/**
 * `GET /admin/cashouts`: platform staff's list of cash-out requests of a state, 10 a page. The
 * queue (`requested`) reads oldest first, who waited longest on top; paid and rejected ones, and
 * all of them, newest first (wallet_cashouts_state_idx either way).
 */
export async function listStaffCashouts(
  ctx: { db: Db; actor: Actor },
  query: StaffCashoutsQuery,
): Promise<StaffCashoutList> {
  requirePlatformStaff(ctx.actor);
  const where: SQL | undefined = query.state ? eq(walletCashouts.state, query.state) : undefined;
  const order =
    query.state === 'requested'
      ? [asc(walletCashouts.createdAt), asc(walletCashouts.id)]
      : [desc(walletCashouts.createdAt), desc(walletCashouts.id)];
  const [rows, [total]] = await Promise.all([
    staffCashoutRows(ctx.db)
      .where(and(where))
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ n: count() }).from(walletCashouts).where(where),
  ]);
  return { results: rows.map(staffCashoutView), matches_estimated: total?.n ?? 0 };
}
