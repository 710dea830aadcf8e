/**
 * Card instalments — meses sin intereses (MSI), issue 25; spec 02 §1 checkout constants
 * `msi_payments` and `one_payment`, §8 'installments not accepted by the card'. Pure, so the
 * plans route, the payment and the tests share one rule.
 *
 * Two parties decide which month counts a shopper may pick: the supplier (the counts it offers,
 * from a minimum order total, because the instalment fee comes out of its sale) and the card's
 * bank (the plans Stripe reports for the card as `available_plans`). The offer is what both
 * allow. Only Mexican pesos: meses sin intereses exist only for Mexican cards paying in MXN.
 * Paying at once (`one_payment`) is always allowed.
 */

/** The month counts a supplier may offer (Stripe's Mexican card instalments). */
export const INSTALMENT_MONTHS = [3, 6, 9, 12] as const;
export type InstalmentMonths = (typeof INSTALMENT_MONTHS)[number];

/** The only currency instalments are paid in. */
export const INSTALMENT_CURRENCY = 'MXN';

/** What the supplier set (`suppliers.instalment_months`, `suppliers.instalment_min_amount`). */
export interface SupplierInstalmentTerms {
  months: readonly number[];
  /** Integer minor units: orders below it are paid at once. */
  minAmount: number;
}

/** What is being paid. */
export interface InstalmentSubject {
  kind: 'order' | 'package';
  /** Integer minor units. */
  total: number;
  currency: string;
}

/** A plan as Stripe reports it in `payment_method_options.card.installments.available_plans`. */
export interface CardPlan {
  type: string;
  count?: number | null;
  interval?: string | null;
}

/** One month count offered, with what each month costs (rounded up to the cent). */
export interface MsiPayment {
  months: InstalmentMonths;
  monthly_amount: number;
}

export function isInstalmentMonths(value: unknown): value is InstalmentMonths {
  return (INSTALMENT_MONTHS as readonly unknown[]).includes(value);
}

/** The supplier's counts, cleaned: only 3/6/9/12, once each, ascending. */
export function normalizeInstalmentMonths(months: readonly number[]): InstalmentMonths[] {
  return INSTALMENT_MONTHS.filter((count) => months.includes(count));
}

/**
 * The counts the supplier offers for this subject, before the card is known: none for a
 * package (plans are bought at once), another currency than MXN, or a total below the minimum.
 */
export function supplierOffer(
  subject: InstalmentSubject,
  terms: SupplierInstalmentTerms | null,
): InstalmentMonths[] {
  if (subject.kind !== 'order' || !terms) return [];
  if (subject.currency.toUpperCase() !== INSTALMENT_CURRENCY) return [];
  if (subject.total < terms.minAmount) return [];
  return normalizeInstalmentMonths(terms.months);
}

/** The monthly fixed-count plans the card allows (Stripe may also list other kinds). */
export function cardMonths(plans: readonly CardPlan[] | null | undefined): InstalmentMonths[] {
  const counts = (plans ?? [])
    .filter((plan) => plan.type === 'fixed_count' && (plan.interval ?? 'month') === 'month')
    .map((plan) => plan.count);
  return INSTALMENT_MONTHS.filter((count) => counts.includes(count));
}

/** What the shopper is offered: the card's plans the supplier also offers, with each monthly amount. */
export function offeredPlans(
  subject: InstalmentSubject,
  terms: SupplierInstalmentTerms | null,
  plans: readonly CardPlan[] | null | undefined,
): MsiPayment[] {
  const supplier = supplierOffer(subject, terms);
  const card = cardMonths(plans);
  return supplier
    .filter((count) => card.includes(count))
    .map((months) => ({ months, monthly_amount: monthlyAmount(subject.total, months) }));
}

/** Each month's share of the total, rounded up to the cent (what the shopper sees per month). */
export function monthlyAmount(total: number, months: number): number {
  return Math.ceil(total / months);
}

/** Whether the chosen count is offered (null: paying at once, always allowed). */
export function instalmentsAccepted(
  chosen: number | null | undefined,
  offered: readonly MsiPayment[],
): boolean {
  if (chosen == null) return true;
  return offered.some((plan) => plan.months === chosen);
}
