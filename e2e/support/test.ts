import { createHash } from 'node:crypto';

import { test as base, type Page, type TestInfo } from '@playwright/test';

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

/**
 * `goto` and `reload` that, when they wait for the page's load (their default), also wait until
 * Next's scripts have started. A cached page's scripts run after its first paint
 * (server/scripts-after-paint.mjs), which can be after the load event; before, async scripts held
 * the load event, and a test's first click after `goto` found the page's islands listening. A page
 * without deferred scripts is waited for as before.
 */
function waitingForScripts(page: Page): Page {
  const started = () =>
    page.waitForFunction(
      () => !document.querySelector('script[type="text/after-paint"]') || 'next' in window,
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? 'load') === 'load') await started();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if ((options?.waitUntil ?? 'load') === 'load') await started();
    return response;
  };
  return page;
}

/**
 * Playwright's `test`, with the per-test client address on every request, page or API, and pages
 * whose `goto` and `reload` wait for Next's scripts (`waitingForScripts`) when JavaScript is on.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressOf(testInfo) });
  },
  // Without JavaScript there is nothing to wait for (and nothing could be asked of the page).
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : waitingForScripts(page));
  },
});
