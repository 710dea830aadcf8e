// An instance of the e2e build with Stripe switched on, talking to a fake Stripe over HTTP
// (e2e/support/fake-stripe-server.ts), on an embedded database of its own: the main e2e server
// runs without payment keys (so checkout offers only the offline methods there), this one offers
// what a shop with Stripe's keys offers. Its webhooks are signed as Stripe signs them.
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

import { E2E_DIST_DIR } from '../../scripts/e2e-server-settings';
import { signedStripeEvent, STRIPE_TEST_KEYS } from '../../tests/support/stripe-test';
import { type PickFake, startFakeStripeServer } from './fake-stripe-server';
import { freePort, prepareDatabase, startInstance } from './instances';

export interface StripeInstance {
  baseURL: string;
  /** Sends a Stripe event to the instance's webhook, signed with its secret; the HTTP status. */
  sendWebhook(event: object): Promise<number>;
  stop(): Promise<void>;
}

/** Starts the fake Stripe (`pick`: which fake answers), then a migrated, seeded instance using it. */
export async function startStripeInstance(
  pick: PickFake,
  logFile: string,
): Promise<StripeInstance> {
  const stripe = await startFakeStripeServer(pick);
  const dataDir = path.join(os.tmpdir(), `tienda-stripe-e2e-${randomUUID()}`);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: E2E_DIST_DIR,
    ROOT_DOMAIN: `localhost:${port}`,
    SEED_PRODUCTS: '50',
    TRUSTED_PROXY_HOPS: '1',
    LOG_LEVEL: 'warn',
    STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: STRIPE_TEST_KEYS.publishableKey,
    STRIPE_API_URL: stripe.url,
  };
  // The embedded database, whatever the machine has: nothing here needs a shared one.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  try {
    await prepareDatabase(env);
    const instance = await startInstance({ port, env, logFile, timeoutMs: 90_000 });
    return {
      baseURL: instance.baseURL,
      async sendWebhook(event) {
        const { payload, signature } = signedStripeEvent(event);
        const res = await fetch(`${instance.baseURL}/api/payments/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        return res.status;
      },
      async stop() {
        await instance.stop();
        await stripe.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stripe.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
