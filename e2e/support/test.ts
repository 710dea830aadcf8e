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
 * React listens on the page: Next's scripts have run and handed the document to React
 * (`hydrateRoot` marks it with a `__reactContainer$…` key). A cached page's scripts run after its
 * first paint (server/scripts-after-paint.mjs), which can be after the load event, and Next calls
 * `hydrateRoot` only once its modules are evaluated and the page's flight data is read: a click in
 * between reaches a page nobody listens to and is lost (a native radio checked, the island's state
 * not), whereas a click after it is held by React and replayed once the part it aims at is
 * hydrated. Pages without Next's scripts are waited for as before.
 */
function waitingForScripts(page: Page): Page {
  const started = () =>
    page.waitForFunction(() => {
      const next = document.querySelector(
        'script[type="text/after-paint"], script[src*="/_next/"]',
      );
      return !next || Object.keys(document).some((key) => key.startsWith('__reactContainer$'));
    });
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
