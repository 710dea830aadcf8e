import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient } from '@/lib/api/client';
import { startPaymentInstructions } from '@/lib/server/payments/start-payment-instructions';

import { asyncPaymentWorld } from '../support/async-payment-world';
import { fakeAsyncIntents } from '../support/stripe-async-intents';
import { useStripeTestKeys } from '../support/stripe-test';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();
const stripe = fakeAsyncIntents();
const stripeApi = setupServer(...stripe.handlers);
const SITE = 'http://localhost:3000';

/**
 * The payment page's OXXO/SPEI button without JavaScript (issue 25): the form POST's handler asks
 * the real API app (Stripe's HTTP stubbed) and answers a 303 back to the page.
 */
describe.each(kinds)('the payment instructions form on %s', (kind) => {
  let database: TestDatabase;
  let world: Awaited<ReturnType<typeof asyncPaymentWorld>>;
  let restoreKeys: () => void;

  const apiClient = (headers: Record<string, string> = {}) =>
    createApiClient('http://in-process.local', {
      headers,
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        Promise.resolve(world.api.fetch(new Request(input, init))),
    });

  /** The browser's form POST to `{base}me/payments/{token}/instrucciones`: the Location. */
  async function submit(
    token: string,
    {
      cookie = world.cookie.ana,
      base = '/',
      headers = { origin: SITE } as Record<string, string>,
    } = {},
  ) {
    const request = new Request(`${SITE}/es/me/payments/${token}/instrucciones`, {
      method: 'POST',
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
    const res = await startPaymentInstructions(request, { base, token }, apiClient);
    expect(res.status).toBe(303);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return res.headers.get('location');
  }

  beforeAll(async () => {
    restoreKeys = useStripeTestKeys();
    stripeApi.listen({ onUnhandledRequest: 'error' });
    database = await createTestDatabase(kind);
    world = await asyncPaymentWorld(database);
  });

  afterAll(async () => {
    stripeApi.close();
    restoreKeys();
    await database?.destroy();
  });

  it('makes the voucher and comes back to the payment page, which shows it', async () => {
    const { order, token } = await world.placeOrder('stripe_oxxo');
    expect(await submit(token, { base: '/tienda/tienda-a/' })).toBe(
      `/tienda/tienda-a/me/payments/${token}`,
    );
    expect((await world.orderOf(order.id)).payment_instructions).toMatchObject({
      method: 'oxxo',
    });
  });

  it('comes back with the refusal, sends the signed-out to login, ignores other sites', async () => {
    const { order, token } = await world.placeOrder('stripe_spei');
    expect(await submit(token, { cookie: world.cookie.beto })).toBe(
      `/me/payments/${token}?code=3&error=not_found`,
    );
    expect(await submit(token, { cookie: '' })).toBe(
      `/login?next=${encodeURIComponent(`/me/payments/${token}`)}`,
    );
    expect(
      await submit(token, {
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      }),
    ).toBe(`/me/payments/${token}`);
    expect((await world.orderOf(order.id)).payment_instructions).toBeNull();
  });
});
