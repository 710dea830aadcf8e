import 'server-only';

import type { z } from 'zod';

import type { PaymentSchema } from '@/lib/api/routes/payments';

import type { ServiceContext } from '../context';
import { tokenOrder } from './broker-order';
import { paypalSetup } from './paypal-config';
import { myPaymentToken } from './payment-tokens';
import { providerFor } from './providers';

export type Payment = z.infer<typeof PaymentSchema>;

/**
 * The payment page's read (spec 02 §2 "/me/payments/{payment_token}"): what the token pays, its
 * state, and the online providers that can take it now (the order's own provider while it
 * waits and its keys are set). The user's own tokens only.
 */
export async function readPayment(ctx: ServiceContext, tokenValue: string): Promise<Payment> {
  const token = await myPaymentToken(ctx, tokenValue);
  const order = await tokenOrder(ctx, token);
  const state =
    order.state === 'pending_payment'
      ? 'pending'
      : order.state.startsWith('canceled')
        ? 'closed'
        : 'paid';
  const provider = providerFor(order.paymentType);
  const providers =
    state === 'pending' && provider?.kind === 'redirect' && provider.configured()
      ? [provider.id]
      : [];
  return {
    token: token.token,
    subject: 'order',
    order_id: order.id,
    amount: token.amount,
    currency: token.currency,
    state,
    payment_type: order.paymentType,
    providers,
    paypal_client_id: providers.includes('paypal') ? (paypalSetup()?.clientId ?? null) : null,
  };
}
