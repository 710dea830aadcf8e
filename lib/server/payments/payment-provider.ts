import 'server-only';

import type { Db } from '@/lib/db/client';
import type { paymentTokens } from '@/lib/db/schema';
import type { Currency } from '@/lib/domain/vocabulary';

export type PaymentTokenRow = typeof paymentTokens.$inferSelect;

/**
 * How online payment providers plug in (spec 02 §4 "Checkout by payment method"): checkout and
 * the payment page know only these shapes, never a provider's API. A redirect provider sends the
 * shopper to its `approval_url`; a card provider takes a token of the card made in the browser
 * first, then pays, and may answer a 3-D Secure page (`url_3ds`) or an action to redirect to.
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

export type PaymentProvider = RedirectProvider | CardProvider;

/** The online providers (the rest of `PaymentType` works offline). */
export const ONLINE_PROVIDER_IDS = ['stripe', 'paypal', 'stripe_card'] as const;
export type OnlineProviderId = (typeof ONLINE_PROVIDER_IDS)[number];
