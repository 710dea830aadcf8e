import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { outboxMessages } from '@/lib/db/schema';
import { PIN_MAX_FAILED_ATTEMPTS, PINS_SENT_PER_ACCOUNT } from '@/lib/domain/accounts/auth-limits';
import { createApiApp } from '@/lib/server/http/app';

import { call, codeIn, lastMessageTo, otherPin } from '../support/auth-api';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();
const PASSWORD = 'Secreta123';

/**
 * PIN limits per account that a correct-password login on an unactivated account does not reset:
 * the wrong-PIN count carries over to the PIN that login issues, and PINs sent are capped.
 */
describe.each(kinds)('PIN limits per account on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  async function signUp(email: string) {
    const res = await call(
      api,
      'POST',
      '/api/auth/register',
      { full_name: 'Pin', username: email, password: PASSWORD, tac: true },
      { ip: nextIp() },
    );
    expect(res.status).toBe(201);
    const { code } = (await res.json()) as { code: string };
    return { code, pin: codeIn((await lastMessageTo(database.db, email)).body) };
  }

  const login = (email: string) =>
    call(api, 'POST', '/api/auth/login', { username: email, password: PASSWORD }, { ip: nextIp() });

  const activate = (code: string, pin: string) =>
    call(api, 'POST', '/api/auth/activate', { code, pin }, { ip: nextIp() });

  async function messagesTo(email: string) {
    return (
      await database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))
    ).length;
  }

  async function expectInvalidPin(res: Response) {
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'invalid_pin',
      message: 'El PIN ingresado es inválido o ya expiró',
    });
  }

  it('keeps counting wrong PINs across the PIN a login re-issues: the 6th try fails', async () => {
    const email = 'adivina@example.mx';
    const first = await signUp(email);
    const before = 3;
    for (let i = 0; i < before; i++)
      await expectInvalidPin(await activate(first.code, otherPin(first.pin)));

    const relogin = await login(email);
    expect(relogin.status).toBe(409);
    const { registration } = (await relogin.json()) as { registration: { code: string } };
    const pin = codeIn((await lastMessageTo(database.db, email)).body);
    for (let i = before; i < PIN_MAX_FAILED_ATTEMPTS; i++)
      await expectInvalidPin(await activate(registration.code, otherPin(pin)));
    // Five wrong tries in the hour, over two PINs: the right PIN no longer works…
    await expectInvalidPin(await activate(registration.code, pin));

    // …and logging in again sends no new PIN to try.
    const sent = await messagesTo(email);
    const again = await login(email);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await again.json()) as { code: string }).code).toBe('rate_limited');
    expect(await messagesTo(email)).toBe(sent);
  });

  it(`sends at most ${PINS_SENT_PER_ACCOUNT} PINs an hour to one account, however often it logs in`, async () => {
    const email = 'inunda@example.mx';
    await signUp(email);
    let code = '';
    for (let sent = 1; sent < PINS_SENT_PER_ACCOUNT; sent++) {
      const res = await login(email);
      expect(res.status).toBe(409);
      code = ((await res.json()) as { registration: { code: string } }).registration.code;
    }
    expect(await messagesTo(email)).toBe(PINS_SENT_PER_ACCOUNT);

    const refused = await login(email);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe('rate_limited');
    // The newest code's resend counts against the same account limit.
    const resend = await call(api, 'POST', '/api/auth/resend', { code }, { ip: nextIp() });
    expect(resend.status).toBe(429);
    expect(await messagesTo(email)).toBe(PINS_SENT_PER_ACCOUNT);

    // The last PIN sent still activates the account.
    const pin = codeIn((await lastMessageTo(database.db, email)).body);
    expect((await activate(code, pin)).status).toBe(200);
  }, 180_000); // ten logins, each a full scrypt verify, on a shared 2-core machine
});
