import 'server-only';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import type {
  OnlineProviderId,
  PaymentSubject,
  PaymentTokenRow,
  RedirectProvider,
} from './payment-provider';
import { rememberProviderSession } from './payment-tokens';
import { providerFor } from './providers';

export interface BrokerInput {
  /** Where the provider sends the shopper after paying (broker code 1). */
  return_path: string;
  /** Where the provider sends the shopper who gives up (broker code 2). */
  cancel_path: string;
}

export interface BrokerAnswer {
  /** The provider's page; null for a card-form method (paid on the payment page). */
  approval_url: string | null;
  /** The payment token (`/me/payments/{token}`). */
  token: string;
  /** The provider's session or order id; null until a card-form payment is tried. */
  session_id: string | null;
  /** A card-form method's public key (spec 02 §3 "payment_metadata (…, public key)"). */
  payment_metadata: { provider: OnlineProviderId; public_key?: string };
}

/** `path` plus the broker code, kept on the shop's own origin. */
export function backTo(origin: string, path: string, code: 1 | 2): string {
  const url = new URL(path, origin);
  url.searchParams.set('code', String(code));
  return url.toString();
}

/** The provider's return: straight to the page, or through our return route when it must confirm. */
function returnUrls(provider: RedirectProvider, token: string, input: BrokerInput, origin: string) {
  const cancelUrl = backTo(origin, input.cancel_path, 2);
  if (!provider.confirm) return { returnUrl: backTo(origin, input.return_path, 1), cancelUrl };
  const via = new URL(
    `/api/payments/${encodeURIComponent(token)}/order/${provider.id}/return`,
    origin,
  );
  via.searchParams.set('next', input.return_path);
  return { returnUrl: via.toString(), cancelUrl };
}

/**
 * A redirect provider that is switched on: 409 `order_not_payable` when the type is not one
 * (or not the one wanted), 404 `payments_not_configured` without its keys.
 */
export function redirectProvider(
  type: Parameters<typeof providerFor>[0],
  wanted?: OnlineProviderId,
): RedirectProvider {
  const provider = providerFor(type);
  if (provider?.kind !== 'redirect' || (wanted && provider.id !== wanted)) {
    throw new ApiError('order_not_payable');
  }
  if (!provider.configured()) throw new ApiError('payments_not_configured');
  return provider;
}

/** Opens the provider's payment for the subject and remembers its session on the token. */
export async function sendToProvider(
  ctx: ServiceContext,
  provider: RedirectProvider,
  subject: PaymentSubject,
  token: PaymentTokenRow,
  input: BrokerInput,
  origin: string,
): Promise<BrokerAnswer> {
  const { approvalUrl, sessionId } = await provider.start(
    subject,
    returnUrls(provider, token.token, input, origin),
  );
  await rememberProviderSession(ctx.db, token, provider.id, sessionId);
  return {
    approval_url: approvalUrl,
    token: token.token,
    session_id: sessionId,
    payment_metadata: { provider: provider.id },
  };
}
