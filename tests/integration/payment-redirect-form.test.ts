import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient } from '@/lib/api/client';
import { plans } from '@/lib/db/schema';
import { buildPlans } from '@/lib/db/seed/plans';
import { createApiApp } from '@/lib/server/http/app';
import { startPaymentRedirect } from '@/lib/server/payments/start-payment-redirect';

import { call } from '../support/auth-api';
import { createSessionCookie, createUser } from '../support/factories';
import { stripeCheckoutSessions, useStripeTestKeys } from '../support/stripe-test';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();
const sessionsCreated: URLSearchParams[] = [];
const stripeApi = setupServer(stripeCheckoutSessions(sessionsCreated));
const SITE = 'http://localhost:3000';

/**
 * The payment page's pay button without JavaScript (spec 02 §4, §8): the form POST's handler
 * asks the real API app (Stripe's HTTP stubbed) and answers a 303.
 */
describe.each(kinds)('the pay-by-redirect form on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  let ana: string;
  let token: string;
  let restoreKeys: () => void;

  /** The API client the route handler uses, going into this suite's API app. */
  const apiClient = (headers: Record<string, string> = {}) =>
    createApiClient('http://in-process.local', {
      headers,
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        Promise.resolve(api.fetch(new Request(input, init))),
    });

  /** The browser's form POST to `{base}me/payments/{token}/pagar/{provider}`: the Location. */
  async function submit(
    place: { base?: string; token: string; provider: string },
    { cookie = ana, headers = { origin: SITE } as Record<string, string> } = {},
  ) {
    const request = new Request(`${SITE}/es/me/payments/${place.token}/pagar/${place.provider}`, {
      method: 'POST',
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
    const res = await startPaymentRedirect(request, { base: '/', ...place }, apiClient);
    expect(res.status).toBe(303);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return res.headers.get('location');
  }

  beforeAll(async () => {
    restoreKeys = useStripeTestKeys();
    stripeApi.listen({ onUnhandledRequest: 'error' });
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    await database.db.insert(plans).values(buildPlans());
    const user = await createUser(database.db);
    ana = await createSessionCookie(database.db, user.id);
    const bought = await call(api, 'PUT', '/api/me/packages/tienda_en_linea', undefined, {
      cookie: ana,
    });
    token = ((await bought.json()) as { payment_token: string }).payment_token;
  });

  afterAll(async () => {
    stripeApi.close();
    restoreKeys();
    await database?.destroy();
  });

  it('sends the shopper to Stripe Checkout, back to the payment page after it', async () => {
    const location = await submit({ token, provider: 'stripe' });
    expect(location).toBe(`https://checkout.stripe.com/c/pay/cs_test_${sessionsCreated.length}`);
    const form = sessionsCreated.at(-1)!;
    expect(form.get('client_reference_id')).toBe(token);
    expect(form.get('success_url')).toBe(`${SITE}/me/payments/${token}?code=1`);
    expect(form.get('cancel_url')).toBe(`${SITE}/me/payments/${token}?code=2`);
  });

  it('uses the shop base path for the return and the answers', async () => {
    await submit({ base: '/tienda/demo/', token, provider: 'stripe' });
    expect(sessionsCreated.at(-1)!.get('success_url')).toBe(
      `${SITE}/tienda/demo/me/payments/${token}?code=1`,
    );
    expect(await submit({ base: '/tienda/demo/', token, provider: 'stripe' }, { cookie: '' })).toBe(
      `/tienda/demo/login?next=${encodeURIComponent(`/tienda/demo/me/payments/${token}`)}`,
    );
  });

  it('comes back with code 3 and the server’s code when the API refuses', async () => {
    const page = `/me/payments/${token}`;
    expect(await submit({ token, provider: 'paypal' })).toBe(
      `${page}?code=3&error=payments_not_configured`,
    );
    expect(await submit({ token, provider: 'bitcoin' })).toBe(
      `${page}?code=3&error=validation_error`,
    );
    expect(await submit({ token: 'no-such-token', provider: 'stripe' })).toMatch(
      /^\/me\/payments\/no-such-token\?code=3&error=not_found$/,
    );
  });

  it('sends a signed-out visitor (or an expired session) to login', async () => {
    const next = encodeURIComponent(`/me/payments/${token}`);
    expect(await submit({ token, provider: 'stripe' }, { cookie: '' })).toBe(`/login?next=${next}`);
    const user = await createUser(database.db);
    const expired = await createSessionCookie(database.db, user.id, { expired: true });
    expect(await submit({ token, provider: 'stripe' }, { cookie: expired })).toBe(
      `/login?next=${next}`,
    );
  });

  it('starts nothing for a form posted from another site', async () => {
    const before = sessionsCreated.length;
    const forged: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site', origin: SITE },
      {},
    ];
    for (const headers of forged) {
      expect(await submit({ token, provider: 'stripe' }, { headers })).toBe(
        `/me/payments/${token}`,
      );
    }
    expect(sessionsCreated.length).toBe(before);
  });
});
