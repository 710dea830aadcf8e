import 'server-only';

import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { alerts, shopMembers, shops } from '@/lib/db/schema';
import type { ContactAlertParams } from '@/lib/domain/alerts/alert-kinds';
import { CONTACTS_PATH } from '@/lib/domain/paths/shop-admin-paths';
import { absoluteUrl } from '@/lib/domain/seo/shop-urls';
import type { ContactKind } from '@/lib/domain/vocabulary';
import { defaultLocale } from '@/lib/i18n/locales';

import { activationLinkBase } from '../accounts/activation-link';
import { createDelivery, transportsFromEnv } from '../delivery/delivery';
import { serverTranslator } from '../messages';
import { alertEmails } from './alert-emails';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A contact alert just written: who it is for and what it names (what the e-mail after commit needs). */
export interface WrittenContactAlert {
  userId: string;
  params: ContactAlertParams;
}

/** The words of a new-contact alert (the panel's line, the e-mail's subject). */
export function contactAlertWords(
  t: ReturnType<typeof serverTranslator>,
  params: ContactAlertParams,
): string {
  return t('alerts.messages.contactReceived', {
    name: params.contact_name,
    kind: t(`shopContacts.kinds.${params.kind}`),
  });
}

/**
 * A visitor's message to a shop (spec 02 §3 alert `type` crm, `subtype` new_contact), written in
 * the message's own transaction: one alert for each person who may read the inbox — the shop's
 * owner and its `admin` members (`messages.read`), once each.
 */
export async function alertContactReceived(
  tx: Tx,
  shopId: string,
  message: { id: string; name: string; kind: ContactKind },
): Promise<WrittenContactAlert[]> {
  // One query at a time: a transaction is one connection.
  const [shop] = await tx
    .select({ ownerId: shops.ownerId })
    .from(shops)
    .where(eq(shops.id, shopId));
  const admins = await tx
    .select({ userId: shopMembers.userId })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.role, 'admin')));
  const recipients = new Set(
    [shop?.ownerId, ...admins.map((m) => m.userId)].filter((id): id is string => Boolean(id)),
  );
  if (recipients.size === 0) return [];
  const params: ContactAlertParams = {
    type: 'crm',
    subtype: 'new_contact',
    contact_id: message.id,
    contact_name: message.name,
    kind: message.kind,
  };
  const rows = [...recipients].map((userId) => ({
    id: `alr_${randomUUID()}`,
    userId,
    shopId,
    audience: 'shop_admin' as const,
    event: 'contact_received' as const,
    params,
  }));
  await tx.insert(alerts).values(rows);
  return rows.map(({ userId }) => ({ userId, params }));
}

/**
 * E-mails the shop's admins about the message once its transaction has committed (through the
 * outbox, and SMTP when `SMTP_URL` is set), linking to the inbox at the shop's own address. People
 * without an e-mail have the bell only; a failed send is logged by the outbox, the message stands.
 */
export async function emailContactAlerts(
  db: Db,
  shopSlug: string,
  written: WrittenContactAlert[],
): Promise<void> {
  if (written.length === 0) return;
  const emailOf = await alertEmails(
    db,
    written.map((a) => a.userId),
  );
  const t = serverTranslator(defaultLocale);
  const link = absoluteUrl(await activationLinkBase(db, shopSlug), CONTACTS_PATH);
  const delivery = createDelivery(db, transportsFromEnv());
  for (const alert of written) {
    const to = emailOf.get(alert.userId);
    if (!to) continue;
    const subject = contactAlertWords(t, alert.params);
    await delivery
      .sendEmail({ to, subject, text: t('alerts.email', { subject, link }) })
      .catch(() => undefined);
  }
}
