import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';

import { createApiApp } from '@/lib/server/http/app';

import { call } from '../support/auth-api';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();
const SETTINGS = [
  'NODE_ENV',
  'ROOT_DOMAIN',
  'OUTBOX_PAGE',
  'SMTP_URL',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_FROM',
] as const;

/**
 * The development outbox on `npm start` (production mode): a newcomer without a mail provider reads
 * the sign-up PIN there on their own machine, and a real deployment never shows it.
 */
describe.each(kinds)('who may read the development outbox, on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));

  /** `npm start` with these settings (production, no provider unless given). */
  function serve(settings: Partial<Record<(typeof SETTINGS)[number], string>>) {
    for (const name of SETTINGS) delete process.env[name];
    Object.assign(process.env, { NODE_ENV: 'production', ...settings });
  }

  const readOn = async (host: string) =>
    (await call(api, 'GET', '/api/dev/outbox', undefined, { headers: { host } })).status;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
  });

  afterEach(() => {
    for (const name of SETTINGS) {
      if (saved[name] === undefined) delete process.env[name];
      else Object.assign(process.env, { [name]: saved[name] });
    }
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('opens on this machine when no mail or SMS provider is configured', async () => {
    serve({ ROOT_DOMAIN: 'localhost:3000' });
    for (const host of ['localhost:3000', 'demo.localhost:3000', '127.0.0.1:3000'])
      expect(await readOn(host)).toBe(200);
    serve({ ROOT_DOMAIN: '127.0.0.1:8080' });
    expect(await readOn('127.0.0.1:8080')).toBe(200);
  });

  it('stays closed on a real deployment, whatever host the request names', async () => {
    serve({ ROOT_DOMAIN: 'tienda.mx' });
    for (const host of ['tienda.mx', 'demo.tienda.mx', 'localhost:3000', '127.0.0.1'])
      expect(await readOn(host)).toBe(404);
  });

  it('stays closed to requests that reach a local set-up from the network', async () => {
    serve({ ROOT_DOMAIN: 'localhost:3000' });
    for (const host of ['192.168.1.20:3000', 'tienda.mx', '']) expect(await readOn(host)).toBe(404);
  });

  it('stays closed once a provider sends the messages', async () => {
    serve({ ROOT_DOMAIN: 'localhost:3000', SMTP_URL: 'smtp://correo.example:25' });
    expect(await readOn('localhost:3000')).toBe(404);
    serve({
      ROOT_DOMAIN: 'localhost:3000',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secreto',
      TWILIO_FROM: '+15005550006',
    });
    expect(await readOn('localhost:3000')).toBe(404);
  });

  it('opens anywhere with OUTBOX_PAGE=1, and always outside production', async () => {
    serve({ ROOT_DOMAIN: 'tienda.mx', OUTBOX_PAGE: '1' });
    expect(await readOn('tienda.mx')).toBe(200);
    serve({ ROOT_DOMAIN: 'tienda.mx', NODE_ENV: 'test' });
    expect(await readOn('tienda.mx')).toBe(200);
  });
});
