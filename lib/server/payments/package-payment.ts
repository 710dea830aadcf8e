import 'server-only';

import { eq } from 'drizzle-orm';

import { paymentTokens } from '@/lib/db/schema';
import { isPackageTokenExpired } from '@/lib/domain/packages/package-token';

import type { ServiceContext } from '../context';
import { ApiError } from '../errors';
import { findPlan, type PlanRow } from '../packages/read-package';
import type { OnlineProviderId, PaymentTokenRow } from './payment-provider';
import { assertPackagePayable, packageSubject } from './payment-tokens';
import { enabledProviders } from './providers';
import {
  type BrokerAnswer,
  type BrokerInput,
  redirectProvider,
  sendToProvider,
} from './send-to-provider';

/** The plan a package token pays. */
export async function tokenPlan(ctx: ServiceContext, token: PaymentTokenRow): Promise<PlanRow> {
  const plan = token.planId ? await findPlan(ctx.db, token.planId) : null;
  if (!plan) throw new ApiError('package_not_found');
  return plan;
}

/**
 * A package can be paid online by any redirect provider whose keys are set, until it is paid or
 * its hour is over.
 */
export function packageProviders(token: PaymentTokenRow): OnlineProviderId[] {
  return token.state === 'open' && !isPackageTokenExpired(token) ? enabledProviders() : [];
}

/** Spec 02 §4 "Package purchase": the package token sent to the provider the user chose. */
export async function payPackageByRedirect(
  ctx: ServiceContext,
  token: PaymentTokenRow,
  providerId: OnlineProviderId,
  input: BrokerInput,
  origin: string,
): Promise<BrokerAnswer> {
  assertPackagePayable(token);
  const plan = await tokenPlan(ctx, token);
  const provider = redirectProvider(providerId);
  return sendToProvider(ctx, provider, packageSubject(plan, token), token, input, origin);
}

/** After approving at a provider that confirms on the server (PayPal's capture): paid once. */
export async function confirmPackagePayment(
  ctx: ServiceContext,
  token: PaymentTokenRow,
  providerId: OnlineProviderId,
): Promise<void> {
  if (token.state === 'paid') return;
  const provider = redirectProvider(providerId);
  if (!provider.confirm || token.provider !== providerId || !token.providerSessionId) {
    throw new ApiError('order_not_payable');
  }
  await provider.confirm(ctx.db, token);
  const [after] = await ctx.db
    .select({ state: paymentTokens.state })
    .from(paymentTokens)
    .where(eq(paymentTokens.token, token.token))
    .limit(1);
  if (after?.state !== 'paid') throw new ApiError('payment_provider_error');
}
