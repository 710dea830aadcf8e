import 'server-only';

import type Stripe from 'stripe';

import type { Payer } from './payment-provider';
import { asyncProviderFailed } from './stripe-async-intent';

/**
 * The user's Stripe Customer, which SPEI needs (Stripe gives each customer one CLABE, and keeps
 * what they transfer in their cash balance). There is no column for its id: it is found by
 * Stripe's customer search on `metadata['tienda_user']`, and made when none is found with the
 * idempotency key `tienda-customer-{userId}`. The search covers every later day (Stripe forgets
 * idempotency keys after 24 hours); the key covers the search's indexing delay (about a minute),
 * so two quick first payments still share one customer.
 */
export async function stripeCustomerFor(stripe: Stripe, payer: Payer): Promise<string> {
  try {
    const found = await stripe.customers.search({
      query: `metadata['tienda_user']:'${payer.userId.replace(/'/g, '')}'`,
      limit: 1,
    });
    const existing = found.data[0];
    if (existing) return existing.id;
    const created = await stripe.customers.create(
      {
        name: payer.name,
        ...(payer.email ? { email: payer.email } : {}),
        metadata: { tienda_user: payer.userId },
      },
      { idempotencyKey: `tienda-customer-${payer.userId}` },
    );
    return created.id;
  } catch (error) {
    return asyncProviderFailed('customer', error);
  }
}
