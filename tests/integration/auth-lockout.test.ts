import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RATE_LIMITS } from '@/lib/domain/accounts/auth-limits';
import { FRONT_ADDRESS_HEADER, FRONT_TOKEN_VARIABLE } from '@/lib/domain/request/client-address';
import { createApiApp } from '@/lib/server/http/app';

import { createAccount, TEST_PASSWORD } from '../support/auth-accounts';
import { call, TEST_PROXY_HOPS } from '../support/auth-api';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();
const TOKEN = 'token-de-prueba-del-servidor-frontal';

/**
 * The platform-wide lock-out (issue 15, defect 3): with the default settings (no proxy) each client
 * is counted by its own socket address, as the front server `npm start` runs reports it; nobody's
 * failures refuse another person's right password, and successful logins count against no one.
 */
describe.each(kinds)('no platform-wide lock-out on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;

  /** A login from `address`, as the front server states it (X-Forwarded-For is the client's word). */
  const login = (address: string, username: string, password: string) =>
    call(
      api,
      'POST',
      '/api/auth/login',
      { username, password },
      {
        headers: {
          [FRONT_ADDRESS_HEADER]: `${TOKEN} ${address}`,
          'x-forwarded-for': '192.0.2.250',
        },
      },
    );

  /** `count` calls at once (the limits count under advisory locks, so none overshoots): statuses. */
  const statuses = async (count: number, one: (i: number) => Response | Promise<Response>) =>
    (await Promise.all(Array.from({ length: count }, (_, i) => one(i)))).map((res) => res.status);

  beforeAll(async () => {
    process.env.TRUSTED_PROXY_HOPS = '0';
    process.env[FRONT_TOKEN_VARIABLE] = TOKEN;
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    await createAccount(database.db, { id: 'usr_ana', email: 'ana@example.mx' });
    await createAccount(database.db, { id: 'usr_beto', email: 'beto@example.mx' });
    await createAccount(database.db, { id: 'usr_caro', email: 'caro@example.mx' });
  });

  afterAll(async () => {
    process.env.TRUSTED_PROXY_HOPS = TEST_PROXY_HOPS;
    delete process.env[FRONT_TOKEN_VARIABLE];
    await database?.destroy();
  });

  it('50 wrong logins for made-up e-mails from one client leave a real user free to log in', async () => {
    const { max } = RATE_LIMITS['login:ip'];
    expect(
      await statuses(max, (i) => login('203.0.113.66', `nadie${i}@example.mx`, 'Mala1234')),
    ).toEqual(Array(max).fill(401));
    expect((await login('203.0.113.66', 'nadie@example.mx', 'Mala1234')).status).toBe(429);
    // The same X-Forwarded-For, another socket: another person.
    expect((await login('198.51.100.7', 'ana@example.mx', TEST_PASSWORD)).status).toBe(200);
  });

  it("a right password is never refused because of other people's failures", async () => {
    const { max } = RATE_LIMITS['login:account'];
    await statuses(max, (i) => login('203.0.113.77', 'beto@example.mx', `Mala${i}xyz`));
    // The guesser has locked itself out of beto's account…
    expect((await login('203.0.113.77', 'beto@example.mx', TEST_PASSWORD)).status).toBe(429);
    // …and no one else: beto, from his own address, logs in.
    expect((await login('198.51.100.8', 'beto@example.mx', TEST_PASSWORD)).status).toBe(200);
  });

  it('successful logins count against no one: an office full of people still gets its 50 tries', async () => {
    const office = '198.51.100.9';
    const { max } = RATE_LIMITS['login:ip'];
    // Ten at a time: a try holds its place until its password is checked, then gives it back.
    for (let batch = 0; batch < (max + 10) / 10; batch++)
      expect(await statuses(10, () => login(office, 'caro@example.mx', TEST_PASSWORD))).toEqual(
        Array(10).fill(200),
      );
    expect(await statuses(max, (i) => login(office, `otro${i}@example.mx`, 'Mala1234'))).toEqual(
      Array(max).fill(401),
    );
    expect((await login(office, 'otro@example.mx', 'Mala1234')).status).toBe(429);
  });
});
