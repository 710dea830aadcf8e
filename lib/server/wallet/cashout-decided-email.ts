import 'server-only';

import type { StaffCashout } from '@/lib/api/schemas/staff-cashouts';
import type { Db } from '@/lib/db/client';
import { absoluteUrl } from '@/lib/domain/seo/shop-urls';
import { defaultLocale } from '@/lib/i18n/locales';
import { walletPath } from '@/lib/domain/wallet/wallet-rules';

import { activationLinkBase } from '../accounts/activation-link';
import { cashoutAlertWords } from '../alerts/write-cashout-alert';
import { createDelivery, transportsFromEnv } from '../delivery/delivery';
import { serverTranslator } from '../messages';

/** The words of a settled request, for its requester (the e-mail's subject, the bell's line). */
export function cashoutDecidedWords(
  t: ReturnType<typeof serverTranslator>,
  cashout: StaffCashout,
): string {
  const decision = cashout.decision;
  return cashoutAlertWords(t, {
    amount: cashout.amount,
    currency: cashout.currency,
    state: decision?.state ?? 'paid',
    payment_reference: decision?.payment_reference ?? null,
    reason: decision?.reason ?? null,
  });
}

/**
 * Tells the requester their cash-out was paid or rejected, once its transaction has committed
 * (through the outbox, and SMTP when `SMTP_URL` is set), linking to their wallet on the platform.
 * People without an e-mail read it on the wallet page only; a failed send is logged by the
 * outbox and the decision stands.
 */
export async function emailCashoutDecided(db: Db, cashout: StaffCashout): Promise<void> {
  const to = cashout.requester.email;
  if (!to) return;
  const t = serverTranslator(defaultLocale);
  const subject = cashoutDecidedWords(t, cashout);
  const link = absoluteUrl(await activationLinkBase(db, null), walletPath(cashout.wallet_type));
  await createDelivery(db, transportsFromEnv())
    .sendEmail({ to, subject, text: t('alerts.email', { subject, link }) })
    .catch(() => undefined);
}
