import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '@/lib/server/api/app';
import { createDelivery, transportsFromEnv } from '@/lib/server/delivery/delivery';
import { DeliveryError } from '@/lib/server/delivery/types';

import { call, lastMessageTo } from '../support/auth-api';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const TWILIO_URL = 'https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json';
const twilioEnv = {
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'secreto',
  TWILIO_FROM: '+15005550006',
};

/** Twilio SMS (msw stands in for Twilio), SMTP failures mapped to the spec codes, the outbox record. */
describe('delivery', () => {
  const server = setupServer();
  let database: TestDatabase;
  const sent: Array<{ auth: string | null; form: URLSearchParams }> = [];

  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'bypass' });
    database = await createTestDatabase('pglite');
  });
  afterEach(() => {
    server.resetHandlers();
    sent.length = 0;
  });
  afterAll(async () => {
    server.close();
    await database?.destroy();
  });

  it('sends an SMS through Twilio and records it as delivered', async () => {
    server.use(
      http.post(TWILIO_URL, async ({ request }) => {
        sent.push({
          auth: request.headers.get('authorization'),
          form: new URLSearchParams(await request.text()),
        });
        return HttpResponse.json({ sid: 'SM1' }, { status: 201 });
      }),
    );
    const delivery = createDelivery(database.db, transportsFromEnv(twilioEnv));
    await delivery.sendSms({ to: '+525512345678', text: 'Tu PIN de activación es 123456.' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.auth).toBe(`Basic ${Buffer.from('AC123:secreto').toString('base64')}`);
    expect(Object.fromEntries(sent[0]!.form)).toEqual({
      To: '+525512345678',
      From: '+15005550006',
      Body: 'Tu PIN de activación es 123456.',
    });
    const row = await lastMessageTo(database.db, '+525512345678');
    expect(row.provider).toBe('twilio');
    expect(row.deliveredAt).not.toBeNull();
  });

  it.each([
    [400, 'email_client_failure'],
    [503, 'email_server_failure'],
  ])('maps a Twilio %i to %s and keeps the outbox record undelivered', async (status, code) => {
    server.use(http.post(TWILIO_URL, () => HttpResponse.json({ message: 'no' }, { status })));
    const delivery = createDelivery(database.db, transportsFromEnv(twilioEnv));
    const error = await delivery
      .sendSms({ to: `+52551234${status}0`, text: 'PIN' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).code).toBe(code);
    expect((await lastMessageTo(database.db, `+52551234${status}0`)).deliveredAt).toBeNull();
  });

  it('answers email_server_failure when the SMTP server cannot be reached; the outbox keeps the PIN', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    try {
      const api = createApiApp({ database: async () => database });
      const res = await call(api, 'POST', '/api/auth/register', {
        full_name: 'Sin Correo',
        username: 'sincorreo@example.mx',
        password: 'Secreta123',
        tac: true,
      });
      expect(res.status).toBe(502);
      expect(((await res.json()) as { code: string }).code).toBe('email_server_failure');
      const row = await lastMessageTo(database.db, 'sincorreo@example.mx');
      expect(row.provider).toBe('smtp');
      expect(row.deliveredAt).toBeNull();
    } finally {
      delete process.env.SMTP_URL;
    }
  });
});
