import 'server-only';

import { eq } from 'drizzle-orm';

import { orders, paymentTokens } from '@/lib/db/schema';
import { paymentPagePath } from '@/lib/domain/orders/payment-redirect';
import type { InstalmentMonths } from '@/lib/domain/payments/instalments';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { tokenOrder } from './broker-order';
import {
  type CardInstalmentsAnswer,
  type CardPayable,
  instalmentPlansFor,
  onePaymentOnly,
  payInInstalments,
  recordChosenInstalments,
} from './card-instalments';
import { CardPaymentError } from './card-payment-error';
import { tokenPlan } from './package-payment';
import type { CardOutcome, CardPayment, CardProvider, PaymentTokenRow } from './payment-provider';
import {
  assertPackagePayable,
  myPaymentToken,
  orderSubject,
  packageSubject,
} from './payment-tokens';
import { PAYMENT_PROVIDERS, providerFor } from './providers';

export interface PayByCardInput {
  /** The card made in the browser by the provider's script (Stripe: a PaymentMethod `pm_…`). */
  source_id: string;
  /** The payment page to come back to after 3-D Secure; `/me/payments/{token}` by default. */
  return_path?: string;
  /** Meses sin intereses (3, 6, 9, 12) offered for the card; left out, paid at once. */
  instalments?: InstalmentMonths;
}

export interface CardAnswer {
  state: 'paid' | 'processing' | 'requires_3ds';
  /** The card's bank's page (3-D Secure) while `requires_3ds`. */
  url_3ds: string | null;
  /** null for a package. */
  order_id: string | null;
}

/** A card provider whose keys are set (the order's own, or any for a package). */
function switchedOn(provider: CardProvider | undefined): CardProvider {
  if (!provider) throw new ApiError('order_not_payable');
  if (!provider.configured()) throw new ApiError('payments_not_configured');
  return provider;
}

const isCard = (provider: unknown): provider is CardProvider =>
  (provider as CardProvider | null)?.kind === 'card';

/** Whether the token's order or package is paid now (read after the provider's success). */
async function paidNow(ctx: ServiceContext, token: PaymentTokenRow): Promise<boolean> {
  if (token.orderId) {
    const [order] = await ctx.db
      .select({ state: orders.state })
      .from(orders)
      .where(eq(orders.id, token.orderId));
    return !!order && order.state !== 'pending_payment' && !order.state.startsWith('canceled');
  }
  const [row] = await ctx.db
    .select({ state: paymentTokens.state })
    .from(paymentTokens)
    .where(eq(paymentTokens.token, token.token));
  return row?.state === 'paid';
}

type Payable = { paid: true; orderId: string | null } | ({ paid: false } & CardPayable);

/** What the token pays by card: already paid, or the provider and subject; else the refusals. */
async function payable(ctx: ServiceContext, token: PaymentTokenRow): Promise<Payable> {
  if (token.planId) {
    if (token.state === 'paid') return { paid: true, orderId: null };
    assertPackagePayable(token);
    const provider = switchedOn(PAYMENT_PROVIDERS.filter(isCard)[0]);
    return {
      paid: false,
      provider,
      subject: packageSubject(await tokenPlan(ctx, token), token),
      orderId: null,
      supplierId: null,
    };
  }
  const order = await tokenOrder(ctx, token);
  const provider = providerFor(order.paymentType);
  if (!isCard(provider)) throw new ApiError('order_not_payable');
  if (order.state === 'paid') return { paid: true, orderId: order.id };
  if (order.state !== 'pending_payment') throw new ApiError('order_not_payable');
  return {
    paid: false,
    provider: switchedOn(provider),
    subject: orderSubject(order, token),
    orderId: order.id,
    supplierId: order.supplierId,
  };
}

/** Our return route for the card's bank (3-D Secure), back to `next` afterwards. */
function cardReturnUrl(origin: string, token: string, next: string): string {
  const url = new URL(`/api/payments/${encodeURIComponent(token)}/order/card/return`, origin);
  url.searchParams.set('next', next);
  return url.toString();
}

/**
 * Spec 02 §7 "Pay by card" (`POST /payments/{token}/order/card`, `source_id`): the card made in
 * the browser pays the token's order (paid by a card method, still waiting) or package. Answers
 * paid, processing, or `url_3ds` for the card's bank; 402 `card_declined` with the provider's
 * `decline_code` (nothing changes, the shopper may try another card); 409 `requires_action` with
 * a `redirect`, `order_not_payable`, or `payment_expired` for a package token past its hour; 404
 * `not_found` for anyone else's token. With `instalments` (meses sin intereses), the months must
 * be offered by the supplier and the card (card-instalments.ts), else 409
 * `instalments_not_accepted` and nothing changes; they are kept on the order before the card is
 * charged (paying at once clears them). A paid order answers paid and changes nothing.
 */
export async function payByCard(
  ctx: ServiceContext,
  tokenValue: string,
  input: PayByCardInput,
  origin: string,
): Promise<CardAnswer> {
  const token = await myPaymentToken(ctx, tokenValue);
  const what = await payable(ctx, token);
  if (what.paid) return { state: 'paid', url_3ds: null, order_id: what.orderId };
  const back = cardReturnUrl(
    origin,
    token.token,
    input.return_path ?? paymentPagePath('/', token.token),
  );
  const urls = { returnUrl: back, cancelUrl: back };
  let result: CardPayment;
  if (input.instalments === undefined) {
    // At once: a plan an earlier, refused try had chosen no longer holds.
    await recordChosenInstalments(ctx.db, what.orderId, null);
    result = await what.provider.pay(
      ctx.db,
      token,
      what.subject,
      { sourceId: input.source_id },
      urls,
    );
  } else {
    result = await payInInstalments(ctx, token, what, input.source_id, input.instalments, urls);
  }
  switch (result.kind) {
    case 'paid':
      if (!(await paidNow(ctx, token))) throw new ApiError('payment_provider_error');
      return { state: 'paid', url_3ds: null, order_id: what.orderId };
    case 'processing':
      return { state: 'processing', url_3ds: null, order_id: what.orderId };
    case 'url_3ds':
      return { state: 'requires_3ds', url_3ds: result.url, order_id: what.orderId };
    case 'requires_action':
      throw new CardPaymentError('requires_action', { redirect: result.redirect });
  }
}

/**
 * Back from the card's bank (3-D Secure): the provider is asked how the token's payment ended and
 * a success is recorded (once, whatever else reported it). A token already paid answers at once.
 */
export async function confirmCardReturn(
  ctx: ServiceContext,
  tokenValue: string,
): Promise<CardOutcome> {
  const token = await myPaymentToken(ctx, tokenValue);
  const what = await payable(ctx, token);
  if (what.paid) return { kind: 'paid', paymentId: token.providerSessionId ?? '' };
  const outcome = await what.provider.confirm(ctx.db, token);
  if (outcome.kind === 'paid' && !(await paidNow(ctx, token))) {
    return { kind: 'failed', code: 'payment_provider_error' };
  }
  return outcome;
}

/**
 * The meses sin intereses the entered card (`source_id`) may pay the token's order in, with
 * paying at once always allowed (spec 02 §1 `one_payment`, `msi_payments`). Nothing is charged.
 * A paid order or package answers no plans; the same refusals as paying otherwise.
 */
export async function cardInstalments(
  ctx: ServiceContext,
  tokenValue: string,
  input: { source_id: string },
): Promise<CardInstalmentsAnswer> {
  const token = await myPaymentToken(ctx, tokenValue);
  const what = await payable(ctx, token);
  if (what.paid) return onePaymentOnly(token.currency);
  return instalmentPlansFor(ctx, token, what, input.source_id);
}
