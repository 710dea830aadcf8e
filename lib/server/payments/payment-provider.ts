import 'server-only';

import type { Db } from '@/lib/db/client';
import type { paymentTokens } from '@/lib/db/schema';
import type { PaymentInstructions } from '@/lib/domain/payments/payment-instructions';
import type { Currency } from '@/lib/domain/vocabulary';

export type PaymentTokenRow = typeof paymentTokens.$inferSelect;

/**
 * How online payment providers plug in (spec 02 §4 "Checkout by payment method"): checkout and
 * the payment page know only these shapes, never a provider's API. A redirect provider sends the
 * shopper to its `approval_url`; a card provider takes a token of the card made in the browser
 * first, then pays, and may answer a 3-D Secure page (`url_3ds`) or an action to redirect to; an
 * instructions provider gives what to pay with away from the site (an OXXO voucher, a SPEI
 * account), and its webhook says later whether the money came.
 */

/** What is being paid: a payment token's order (or package), with its amount fixed. */
export interface PaymentSubject {
  /** An order, or a plan package (spec 02 §7 "Package purchase"). */
  kind: 'order' | 'package';
  /** The payment token (`/me/payments/{token}`). */
  token: string;
  /** The order id (what Stripe's webhook looks up), or the token itself for a package. */
  reference: string;
  /** What the provider shows the shopper ("Pedido ord_…"). */
  description: string;
  /** Integer minor units. */
  amount: number;
  currency: Currency;
}

export interface ReturnUrls {
  /** Absolute, on the shop's own origin: back after paying (broker code 1). */
  returnUrl: string;
  /** Absolute: back after giving up (broker code 2). */
  cancelUrl: string;
}

export interface RedirectProvider {
  kind: 'redirect';
  id: OnlineProviderId;
  /** Its keys are set (read per call, so a restart with new keys needs no cache busting). */
  configured(env?: Record<string, string | undefined>): boolean;
  /**
   * Opens the provider's payment for the subject, once per subject (a second call answers the
   * same session). Throws `ApiError('payment_provider_error')` when the provider fails.
   */
  start(
    subject: PaymentSubject,
    urls: ReturnUrls,
  ): Promise<{ approvalUrl: string; sessionId: string }>;
  /**
   * For providers that need the server to finish after the shopper approves (PayPal's capture):
   * their return URL goes through `/api/payments/{token}/order/{provider}/return`, which calls
   * this. Idempotent: a second call changes nothing. Providers paid by webhook leave it out.
   */
  confirm?(db: Db, token: PaymentTokenRow): Promise<{ applied: boolean }>;
}

export type CardPayment =
  | { kind: 'paid'; paymentId: string }
  /** The provider took the card and confirms later (its webhook settles it). */
  | { kind: 'processing' }
  /** The card's bank wants 3-D Secure: send the shopper to `url`, back to the return URL. */
  | { kind: 'url_3ds'; url: string }
  /** The provider's `requires_action` error with where to go. */
  | { kind: 'requires_action'; redirect: string };

/** What a card payment came to once the shopper is back from 3-D Secure. */
export type CardOutcome = CardPayment | { kind: 'failed'; code: string };

export interface CardProvider {
  kind: 'card';
  id: OnlineProviderId;
  configured(env?: Record<string, string | undefined>): boolean;
  /** The public keys the browser needs to make a card token. */
  publicKeys(env?: Record<string, string | undefined>): Record<string, string>;
  /**
   * Pays the token's subject with a card token (`source_id`) made in the browser: one provider
   * payment per token (kept on it), confirmed with the card. A payment that went through is
   * recorded at once (`record-payment.ts`, applied once whoever reports it). Throws
   * `CardPaymentError('card_declined')` with the provider's decline code when the card is refused.
   */
  pay(
    db: Db,
    token: PaymentTokenRow,
    subject: PaymentSubject,
    input: { sourceId: string },
    urls: ReturnUrls,
  ): Promise<CardPayment>;
  /** Back from 3-D Secure: asks the provider how the token's payment ended, and records it. */
  confirm(db: Db, token: PaymentTokenRow): Promise<CardOutcome>;
}

/** Who pays an instructions method: the provider prints the name on the voucher and mails it. */
export interface Payer {
  userId: string;
  name: string;
  email: string | null;
}

/** What an instructions provider made: the voucher or account, and when the payment is due. */
export interface StartedInstructions {
  /** The provider's payment (Stripe's PaymentIntent id): its webhooks name it. */
  sessionId: string;
  instructions: PaymentInstructions;
  /** The order is cancelled, its stock released, when this passes unpaid. */
  payBy: Date;
}

/**
 * A method paid away from the site on instructions the provider gives (spec 02 §7 "bank/store
 * info by token"): an OXXO voucher to pay in cash, a SPEI account to transfer to. The shopper
 * asks for them once; the provider's webhook says when the money arrived, failed or expired.
 */
export interface InstructionsProvider {
  kind: 'instructions';
  id: OnlineProviderId;
  configured(env?: Record<string, string | undefined>): boolean;
  /**
   * Makes the instructions for the subject, once per payment attempt (the provider's idempotency
   * key carries the token and `attempt`, so a repeated call answers the same voucher and a
   * restarted payment gets a new one). Throws `ApiError('payment_provider_error')` on failure.
   */
  start(subject: PaymentSubject, payer: Payer, attempt: number): Promise<StartedInstructions>;
  /**
   * The order stopped waiting on our side (its deadline passed): the provider's payment
   * (`sessionId`) is cancelled, so money arriving late stays with the payer instead of paying a
   * cancelled order. Best effort: a failure is logged, never thrown.
   */
  abandon(sessionId: string): Promise<void>;
}

export type PaymentProvider = RedirectProvider | CardProvider | InstructionsProvider;

/** The online providers (the rest of `PaymentType` works offline). */
export const ONLINE_PROVIDER_IDS = [
  'stripe',
  'paypal',
  'stripe_card',
  'stripe_oxxo',
  'stripe_spei',
] as const;
export type OnlineProviderId = (typeof ONLINE_PROVIDER_IDS)[number];
