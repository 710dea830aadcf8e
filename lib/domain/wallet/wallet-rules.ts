import { RETURN_WINDOW_HOURS } from '../orders/returns-policy';

/**
 * Rules of the reseller's wallet (spec 03 §1, §3 "Wallet"; spec 02 §7, §9). Pure: the ledger
 * writer, the wallet service and the page share them.
 */

/** The wallet types a user may have; their ids appear in `/me/wallet/{wallet_type_id}`. */
export const WALLET_TYPE_IDS = ['commissions'] as const;
export type WalletTypeId = (typeof WALLET_TYPE_IDS)[number];

/** A wallet page's path on the platform host (spec 03 §2 `/me/wallet/{wallet_type_id}`). */
export function walletPath(walletType: WalletTypeId): string {
  return `me/wallet/${walletType}`;
}

/**
 * What a ledger line records: a delivered line's credit, a refund taking part of it back, or the
 * residual on a membership paid by someone the user referred.
 */
export const COMMISSION_KINDS = ['credit', 'reversal', 'membership'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

export type CommissionStatus = 'pending' | 'available';

/** A cash-out request: asked, then sent at a cut-off (paid) or turned down (its amount comes back). */
export const CASHOUT_STATES = ['requested', 'paid', 'rejected'] as const;
export type CashoutState = (typeof CASHOUT_STATES)[number];

/** What platform staff may decide of a request still `requested` (issue 19: paying cash-outs out). */
export const CASHOUT_DECISION_STATES = ['paid', 'rejected'] as const;
export type CashoutDecisionState = (typeof CASHOUT_DECISION_STATES)[number];

/** The user level of platform staff (spec 01 §3 "User levels": levelThree), who pay cash-outs out. */
export const PLATFORM_STAFF_LEVEL = 3;

/** Whether a user of this level may pay or reject cash-out requests. */
export function mayDecideCashouts(level: number): boolean {
  return level === PLATFORM_STAFF_LEVEL;
}

/** The staff's cash-out queue: 10 a page (spec 03 §9). */
export const STAFF_CASHOUTS_PAGE_SIZE = 10;
/** A transfer's reference, and a rejection's reason, at most this long. */
export const CASHOUT_REFERENCE_MAX = 100;
export const CASHOUT_REASON_MAX = 500;

/**
 * What a reseller may still cash out: the ledger's available less what requests not rejected hold
 * (never below zero: a refund's reversal may take back what a request already holds).
 */
export function cashoutAvailable(ledgerAvailable: number, held: number): number {
  return Math.max(0, ledgerAvailable - held);
}

/** The wallet's ledger page size (spec 03 §9: lists page 10). */
export const WALLET_PAGE_SIZE = 10;

const RETURN_WINDOW_MS = RETURN_WINDOW_HOURS * 60 * 60 * 1000;

/** A credit may be cashed out once the 72-hour return window after delivery has passed. */
export function availableAfter(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_MS);
}

/** Pending until its moment, available from it: computed from the time, no job moves it. */
export function commissionStatus(availableAt: Date, now: Date): CommissionStatus {
  return availableAt.getTime() <= now.getTime() ? 'available' : 'pending';
}

/**
 * The next cut-off date (spec 03 §3 `next_cutoff_date`): payouts are cut on the 1st and the 16th
 * of each month (UTC). The next one strictly after today, as `YYYY-MM-DD`.
 */
export function nextCutoffDate(now: Date): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  const next =
    day < 16 ? new Date(Date.UTC(year, month, 16)) : new Date(Date.UTC(year, month + 1, 1));
  return next.toISOString().slice(0, 10);
}

/**
 * What the reseller earns for an order line: the unit earning × quantity, or null when the unit
 * earns nothing.
 */
export function lineEarning(unitEarning: number | null, quantity: number): number | null {
  return unitEarning === null || unitEarning <= 0 ? null : unitEarning * quantity;
}

/** Spec 03 §1, §9: the promoter earns 15 % of each membership payment of the people they referred. */
export const MEMBERSHIP_RESIDUAL_BP = 1_500;

/** The promoter's residual on a membership payment (minor units, rounded down; 0 earns nothing). */
export function membershipResidual(paid: number): number {
  return Math.floor((paid * MEMBERSHIP_RESIDUAL_BP) / 10_000);
}
