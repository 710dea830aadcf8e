import 'server-only';

import { and, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import {
  instalmentsAccepted,
  type InstalmentMonths,
  type InstalmentSubject,
  type MsiPayment,
  offeredPlans,
  supplierOffer,
  type SupplierInstalmentTerms,
} from '@/lib/domain/payments/instalments';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { supplierInstalmentTerms } from '../suppliers/instalment-terms';
import type {
  CardPayment,
  CardProvider,
  PaymentSubject,
  PaymentTokenRow,
  ReturnUrls,
} from './payment-provider';
import { STRIPE_CARD } from './stripe-card-intent';
import { payStripeCardInInstalments, stripeCardPlans } from './stripe-instalments';

/**
 * Meses sin intereses on the payment page (issue 25; spec 02 §1 `msi_payments`, `one_payment`,
 * §8 'installments not accepted by the card'): what the card and the order's supplier both
 * allow (lib/domain/payments/instalments.ts), asked for once the card is entered and checked
 * again when the shopper pays. Only Stripe's card payments of orders take instalments; a
 * package is always paid at once.
 */

/** What the token pays by card, still waiting (pay-by-card.ts `payable`). */
export interface CardPayable {
  provider: CardProvider;
  subject: PaymentSubject;
  /** null for a package. */
  orderId: string | null;
  supplierId: string | null;
}

/** The plans answer (`CardInstalments`). */
export interface CardInstalmentsAnswer {
  one_payment: true;
  msi_payments: MsiPayment[];
  currency: string;
}

const asInstalmentSubject = (subject: PaymentSubject): InstalmentSubject => ({
  kind: subject.kind,
  total: subject.amount,
  currency: subject.currency,
});

/** The supplier's terms when the subject may take instalments at all (a Stripe card order). */
async function termsFor(db: Db, what: CardPayable): Promise<SupplierInstalmentTerms | null> {
  if (what.subject.kind !== 'order' || what.provider.id !== STRIPE_CARD || !what.supplierId) {
    return null;
  }
  return supplierInstalmentTerms(db, what.supplierId);
}

/** Nothing but paying at once. */
export const onePaymentOnly = (currency: string): CardInstalmentsAnswer => ({
  one_payment: true,
  msi_payments: [],
  currency,
});

/**
 * The plans offered for the card (`source_id`): none without asking Stripe when the supplier
 * offers none for this order (a package, another currency, below its minimum, no months).
 */
export async function instalmentPlansFor(
  ctx: ServiceContext,
  token: PaymentTokenRow,
  what: CardPayable,
  sourceId: string,
): Promise<CardInstalmentsAnswer> {
  const none = onePaymentOnly(what.subject.currency);
  const terms = await termsFor(ctx.db, what);
  const subject = asInstalmentSubject(what.subject);
  if (supplierOffer(subject, terms).length === 0) return none;
  const plans = await stripeCardPlans(ctx.db, token, what.subject, sourceId);
  return { ...none, msi_payments: offeredPlans(subject, terms, plans) };
}

/**
 * The months chosen, on the order while it still waits for its payment (null: at once): written
 * before the card is charged, so the success (whoever records it: this answer, the return from
 * 3-D Secure, the webhook) finds it there; a paid order is never changed.
 */
export async function recordChosenInstalments(
  db: Db,
  orderId: string | null,
  months: InstalmentMonths | null,
): Promise<void> {
  if (!orderId) return;
  await db
    .update(orders)
    .set({ instalments: months })
    .where(and(eq(orders.id, orderId), eq(orders.state, 'pending_payment')));
}

/**
 * Pays in `months` meses sin intereses: 409 `instalments_not_accepted` (nothing charged, nothing
 * changed) when the supplier does not offer them for this order, before Stripe is asked, or when
 * the card's bank does not, once Stripe reports the card's plans.
 */
export async function payInInstalments(
  ctx: ServiceContext,
  token: PaymentTokenRow,
  what: CardPayable,
  sourceId: string,
  months: InstalmentMonths,
  urls: ReturnUrls,
): Promise<CardPayment> {
  const terms = await termsFor(ctx.db, what);
  const subject = asInstalmentSubject(what.subject);
  if (!supplierOffer(subject, terms).includes(months)) {
    throw new ApiError('instalments_not_accepted');
  }
  return payStripeCardInInstalments(ctx.db, token, what.subject, { sourceId, months }, urls, {
    accept(plans) {
      if (!instalmentsAccepted(months, offeredPlans(subject, terms, plans))) {
        throw new ApiError('instalments_not_accepted');
      }
    },
    beforeConfirm: () => recordChosenInstalments(ctx.db, what.orderId, months),
  });
}
