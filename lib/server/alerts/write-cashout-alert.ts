import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Db } from '@/lib/db/client';
import { alerts } from '@/lib/db/schema';
import type { CashoutAlertParams } from '@/lib/domain/alerts/alert-kinds';
import { formatPrice } from '@/lib/domain/catalogue/price';
import type { Currency } from '@/lib/domain/vocabulary';
import type { CashoutDecisionState, WalletTypeId } from '@/lib/domain/wallet/wallet-rules';

import type { serverTranslator } from '../messages';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A cash-out request just settled by platform staff: what its requester's alert names. */
export interface DecidedCashoutFacts {
  id: string;
  userId: string;
  walletType: WalletTypeId;
  amount: number;
  currency: Currency;
  state: CashoutDecisionState;
  paymentReference: string | null;
  reason: string | null;
}

/**
 * The words of a settled cash-out (the panel's line, the e-mail's subject): "Tu retiro de $12.34
 * fue pagado (referencia …)" or "… fue rechazado: {motivo}. El monto volvió a tu saldo disponible."
 */
export function cashoutAlertWords(
  t: ReturnType<typeof serverTranslator>,
  params: Pick<
    CashoutAlertParams,
    'amount' | 'currency' | 'state' | 'payment_reference' | 'reason'
  >,
): string {
  const amount = formatPrice(params.amount, params.currency);
  return params.state === 'rejected'
    ? t('staffCashouts.email.rejected', { amount, reason: params.reason ?? '' })
    : t('staffCashouts.email.paid', { amount, reference: params.payment_reference ?? '' });
}

/**
 * Platform staff paid or rejected a cash-out request (issue 19), told to the person who asked for
 * it in the transaction that settled it — which settles a request once (decide-cashout.ts), so a
 * replayed or concurrent decision writes no second alert. Its audience is `person` (their own
 * wallet, no shop): the bell links it to `/me/wallet/{wallet_type_id}` on the platform's host.
 */
export async function alertCashoutDecided(
  tx: Tx,
  cashout: DecidedCashoutFacts,
): Promise<CashoutAlertParams> {
  const params: CashoutAlertParams = {
    type: 'wallet',
    subtype: 'cashout_decided',
    wallet_type_id: cashout.walletType,
    cashout_id: cashout.id,
    amount: cashout.amount,
    currency: cashout.currency,
    state: cashout.state,
    payment_reference: cashout.state === 'paid' ? cashout.paymentReference : null,
    reason: cashout.state === 'rejected' ? cashout.reason : null,
  };
  await tx.insert(alerts).values({
    id: `alr_${randomUUID()}`,
    userId: cashout.userId,
    shopId: null,
    audience: 'person',
    event: 'cashout_decided',
    params,
  });
  return params;
}
