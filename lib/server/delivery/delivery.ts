import 'server-only';

import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Db } from '@/lib/db/client';
import { outboxMessages } from '@/lib/db/schema';

import { smtpTransport } from './smtp';
import { twilioTransport } from './twilio';
import type { Delivery, OutgoingEmail, OutgoingSms, Transport } from './types';
import { logger } from '../log/logger';

export interface DeliveryTransports {
  email?: Transport<OutgoingEmail>;
  sms?: Transport<OutgoingSms>;
}

/**
 * Records each message in `outbox_messages`, then hands it to the channel's transport when one is
 * configured (`delivered_at` set on success). Without a transport the outbox is the delivery: the
 * development outbox page shows the message.
 */
export function createDelivery(db: Db, transports: DeliveryTransports): Delivery {
  async function deliver<M>(
    channel: 'email' | 'sms',
    transport: Transport<M> | undefined,
    message: M,
    row: { recipient: string; subject: string | null; body: string },
  ) {
    const id = randomUUID();
    await db
      .insert(outboxMessages)
      .values({ id, channel, provider: transport?.name ?? 'outbox', ...row });
    if (!transport) return;
    await transport.send(message).catch((error: unknown) => {
      // The answer names only the code (DeliveryError); the provider's words are for operators.
      logger.error({ err: error, channel, transport: transport.name }, 'delivery failed');
      throw error;
    });
    await db
      .update(outboxMessages)
      .set({ deliveredAt: new Date() })
      .where(eq(outboxMessages.id, id));
  }
  return {
    sendEmail: (message) =>
      deliver('email', transports.email, message, {
        recipient: message.to,
        subject: message.subject,
        body: message.text,
      }),
    sendSms: (message) =>
      deliver('sms', transports.sms, message, {
        recipient: message.to,
        subject: null,
        body: message.text,
      }),
  };
}

type Env = Record<string, string | undefined>;

/** Twilio's three keys, when all are set. */
function twilioKeys(env: Env) {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  return accountSid && authToken && from ? { accountSid, authToken, from } : null;
}

/** Whether the environment names an e-mail or SMS provider; without one, messages only reach the outbox. */
export function deliveryProviderConfigured(env: Env = process.env): boolean {
  return Boolean(env.SMTP_URL) || twilioKeys(env) !== null;
}

/** Transports switched on by the environment: `SMTP_URL` (+ `SMTP_FROM`), Twilio's three keys. */
export function transportsFromEnv(env: Env = process.env): DeliveryTransports {
  const transports: DeliveryTransports = {};
  if (env.SMTP_URL)
    transports.email = smtpTransport(
      env.SMTP_URL,
      env.SMTP_FROM || 'Tienda <no-reply@tienda.test>',
    );
  const twilio = twilioKeys(env);
  if (twilio) transports.sms = twilioTransport(twilio);
  return transports;
}
