import 'server-only';

import type { PaymentType } from '@/lib/domain/vocabulary';

import type { OnlineProviderId, PaymentProvider } from './payment-provider';
import { paypalProvider } from './paypal-provider';
import { stripeCardProvider } from './stripe-card-provider';
import { stripeOxxoProvider } from './stripe-oxxo-provider';
import { stripeProvider } from './stripe-provider';
import { stripeSpeiProvider } from './stripe-spei-provider';

/** Every provider the platform knows; a new one is added here and nowhere in checkout. */
export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [
  stripeProvider,
  paypalProvider,
  stripeCardProvider,
  stripeOxxoProvider,
  stripeSpeiProvider,
];

/** Providers whose keys are set, as checkout offers them. */
export function enabledProviders(
  env: Record<string, string | undefined> = process.env,
): OnlineProviderId[] {
  return PAYMENT_PROVIDERS.filter((provider) => provider.configured(env)).map((p) => p.id);
}

/** The provider behind a payment type, or null for the offline methods. */
export function providerFor(type: PaymentType): PaymentProvider | null {
  return PAYMENT_PROVIDERS.find((provider) => provider.id === type) ?? null;
}
