import { createHash } from 'node:crypto';

import { test as base, type TestInfo } from '@playwright/test';

export * from '@playwright/test';

/**
 * A client address of its own for every test (and every retry), sent as `X-Forwarded-For`; the
 * e2e server trusts one proxy hop (TRUSTED_PROXY_HOPS=1 in playwright.config.ts), as a server
 * behind a load balancer does. Per-IP limits (20 sign-ups an hour, 50 logins in 15 minutes) then
 * count each test as the separate visitor it plays, instead of the whole suite as one address.
 */
function clientAddressOf(testInfo: TestInfo): string {
  const digest = createHash('sha256')
    .update(`${testInfo.project.name}:${testInfo.testId}:${testInfo.retry}`)
    .digest();
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
}

/** Playwright's `test`, with the per-test client address on every request, page or API. */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressOf(testInfo) });
  },
});
