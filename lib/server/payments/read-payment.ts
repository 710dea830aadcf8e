import 'server-only';

import type { z } from 'zod';

import type { PaymentSchema } from '@/lib/api/routes/payments';

import { formatOrderNumber } from '@/lib/domain/orders/order-number';
import { isPackageTokenExpired, packageTokenExpiresAt } from '@/lib/domain/packages/package-token';

import type { ServiceContext } from '../context';
import { PAYMENT_EXPIRED } from '../orders/restart-payment';
import { tokenOrder } from './broker-order';
import { instructionsView } from './instructions-view';
import { packageProviders, tokenPlan } from './package-payment';
import type { OnlineProviderId, PaymentTokenRow } from './payment-provider';
import { paypalSetup } from './paypal-config';
import { myPaymentToken } from './payment-tokens';
import { providerFor } from './providers';
import { stripeCardProvider } from './stripe-card-provider';

export type Payment = z.infer<typeof PaymentSchema>;

type Pays = Pick<
  Payment,
  | 'subject'
  | 'order_id'
  | 'order_number'
  | 'state'
  | 'payment_type'
  | 'package'
  | 'expires_at'
  | 'payment_instructions'
>;

/** An order's payment state: waiting, paid, expired (it may be restarted) or closed. */
function orderPaymentState(order: { state: string; cancelReason: string | null }): Pays['state'] {
  if (order.state === 'pending_payment') return 'pending';
  if (order.state === 'canceled_by_customer' && order.cancelReason === PAYMENT_EXPIRED) {
    return 'expired';
  }
  return order.state.startsWith('canceled') ? 'closed' : 'paid';
}

/**
 * An order's payment: its state, its deadline while it waits (a transfer's hour, a voucher's
 * expiry), and its own provider (redirect or card form) while it waits and its keys are set.
 */
async function orderPayment(ctx: ServiceContext, token: PaymentTokenRow) {
  const order = await tokenOrder(ctx, token);
  const state = orderPaymentState(order);
  const provider = providerFor(order.paymentType);
  const providers: OnlineProviderId[] =
    state === 'pending' && provider?.configured() ? [provider.id] : [];
  const pays: Pays = {
    subject: 'order',
    order_id: order.id,
    order_number: formatOrderNumber(order.number),
    state,
    payment_type: order.paymentType,
    package: null,
    expires_at: state === 'pending' && order.payBy ? order.payBy.toISOString() : null,
    payment_instructions: state === 'pending' ? instructionsView(order) : null,
  };
  return { pays, providers };
}

/**
 * A package's payment: open until paid or until its hour is over (then `expired`: buy the package
 * again), by any online provider that is switched on.
 */
async function packagePayment(ctx: ServiceContext, token: PaymentTokenRow) {
  const plan = await tokenPlan(ctx, token);
  const pays: Pays = {
    subject: 'package',
    order_id: null,
    order_number: null,
    state: token.state === 'paid' ? 'paid' : isPackageTokenExpired(token) ? 'expired' : 'pending',
    payment_type: null,
    package: { id: plan.id, name: plan.name, periodicity: plan.periodicity },
    expires_at: packageTokenExpiresAt(token.createdAt).toISOString(),
    payment_instructions: null,
  };
  // A package is paid at once (card or redirect): no voucher or transfer to wait for.
  const providers = packageProviders(token).filter(
    (id) => providerFor(id)?.kind !== 'instructions',
  );
  return { pays, providers };
}

/**
 * The payment page's read (spec 02 §2 "/me/payments/{payment_token}"): what the token pays, its
 * state, the online providers that can take it now and the public keys their browser scripts
 * need. The user's own tokens only.
 */
export async function readPayment(ctx: ServiceContext, tokenValue: string): Promise<Payment> {
  const token = await myPaymentToken(ctx, tokenValue);
  const { pays, providers } = token.planId
    ? await packagePayment(ctx, token)
    : await orderPayment(ctx, token);
  return {
    token: token.token,
    ...pays,
    amount: token.amount,
    currency: token.currency,
    providers,
    paypal_client_id: providers.includes('paypal') ? (paypalSetup()?.clientId ?? null) : null,
    stripe_publishable_key: providers.includes('stripe_card')
      ? (stripeCardProvider.publicKeys().stripe_publishable_key ?? null)
      : null,
  };
}
