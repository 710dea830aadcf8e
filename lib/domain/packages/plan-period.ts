// Plan packages (spec 02 §7 "Package purchase", §8 package_still_active_no_downgrade; spec 03
// "Plan": id, name, price, periodicity). Pure rules: when a plan runs until, and when buying
// another plan is a downgrade the user must wait for.

/** Months a periodicity buys. The seed's plans are all `monthly`. */
const PERIOD_MONTHS: Readonly<Record<string, number>> = {
  monthly: 1,
  bimonthly: 2,
  quarterly: 3,
  semiannual: 6,
  yearly: 12,
  annual: 12,
};

/** How many months one period of the plan lasts, or null for a periodicity we do not know. */
export function periodMonths(periodicity: string): number | null {
  return PERIOD_MONTHS[periodicity.trim().toLowerCase()] ?? null;
}

/**
 * `from` plus whole calendar months, in UTC; a day the target month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February), so a period never spills into the month after.
 */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface CurrentPlan {
  planId: string | null;
  expiresAt: Date | null;
}

/**
 * Until when the user's plan runs once a period of `planId` is paid at `now`: renewing the plan
 * that still runs adds the period after its current end; a new plan (or one that has lapsed)
 * starts now.
 */
export function paidPlanExpiry(
  current: CurrentPlan,
  planId: string,
  months: number,
  now: Date,
): Date {
  const stillRunning =
    current.planId === planId && current.expiresAt !== null && current.expiresAt > now;
  return addMonths(stillRunning && current.expiresAt ? current.expiresAt : now, months);
}

export interface PricedPlan {
  id: string;
  /** Minor units for one period. */
  price: number;
  currency: string;
  periodicity: string;
}

/**
 * Spec 02 §8 `package_still_active_no_downgrade`: while the current plan runs (its expiry is
 * after `now`), a plan that costs less per month is refused; after it lapses any plan may be
 * bought. Plans in other currencies are not compared (none is a downgrade of another).
 */
export function isRefusedDowngrade(
  current: PricedPlan | null,
  expiresAt: Date | null,
  wanted: PricedPlan,
  now: Date,
): boolean {
  if (!current || !expiresAt || expiresAt <= now || current.id === wanted.id) return false;
  if (current.currency !== wanted.currency) return false;
  const monthly = (plan: PricedPlan) => plan.price / (periodMonths(plan.periodicity) ?? 1);
  return monthly(wanted) < monthly(current);
}
