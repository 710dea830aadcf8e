import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createApiApp } from '@/lib/server/http/app';
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

  it.each([21614, 21635, 21408, 21612, 21610])(
    'maps Twilio error %i (a line that cannot take the SMS) to not_eligible',
    async (twilioCode) => {
      server.use(
        http.post(TWILIO_URL, () =>
          HttpResponse.json(
            { code: twilioCode, message: 'not a mobile number', status: 400 },
            { status: 400 },
          ),
        ),
      );
      const delivery = createDelivery(database.db, transportsFromEnv(twilioEnv));
      const error = await delivery
        .sendSms({ to: `+5255${twilioCode}00`, text: 'PIN' })
        .catch((e: unknown) => e);
      expect((error as DeliveryError).code).toBe('not_eligible');
    },
  );

  it('keeps other Twilio refusals (an invalid number, bad credentials) as email_client_failure', async () => {
    server.use(
      http.post(TWILIO_URL, () =>
        HttpResponse.json({ code: 21211, message: "Invalid 'To' Phone Number" }, { status: 400 }),
      ),
    );
    const delivery = createDelivery(database.db, transportsFromEnv(twilioEnv));
    const error = await delivery
      .sendSms({ to: '+525500000001', text: 'PIN' })
      .catch((e: unknown) => e);
    expect((error as DeliveryError).code).toBe('email_client_failure');
  });

  it('answers a phone sign-up to a landline with 400 not_eligible (spec 02 §8)', async () => {
    server.use(
      http.post(TWILIO_URL, () =>
        HttpResponse.json(
          { code: 21614, message: "'To' number is not a valid mobile number", status: 400 },
          { status: 400 },
        ),
      ),
    );
    Object.assign(process.env, twilioEnv);
    try {
      const api = createApiApp({ database: async () => database });
      const signUp = (locale: string) =>
        call(
          api,
          'POST',
          '/api/auth/register',
          {
            type: 'phone',
            full_name: 'Línea Fija',
            phone: '5556781234',
            country_code: '52',
            country: 'MX',
            password: 'Secreta123',
            tac: true,
          },
          { locale },
        );
      const res = await signUp('es');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'not_eligible',
        message: 'La línea no es elegible',
      });
      const english = await signUp('en');
      expect(await english.json()).toEqual({
        code: 'not_eligible',
        message: 'The line is not eligible',
      });
      expect((await lastMessageTo(database.db, '+525556781234')).deliveredAt).toBeNull();
    } finally {
      for (const key of Object.keys(twilioEnv)) delete process.env[key];
    }
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
