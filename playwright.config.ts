import { defineConfig, devices, type TraceMode } from '@playwright/test';

import {
  E2E_DATA_DIR,
  E2E_DIST_DIR,
  E2E_ROOT_DOMAIN,
  E2E_SERVER_ENV,
} from './scripts/e2e-server-settings';
import { CHROMIUM_FLAGS, e2eChromiumPath } from './scripts/chromium';

// Traces and attachments per build folder too: Playwright empties its output folder when a run starts.
const OUTPUT_DIR = `./test-results/${E2E_DIST_DIR.replace(/^\.next-?/, '') || 'e2e'}`;

// The system's headless shell or Chromium when there is one (Playwright cannot download its own
// offline), else Playwright's.
const executablePath = e2eChromiumPath();
if (!executablePath && !process.env.PLAYWRIGHT_BROWSERS_PATH) {
  console.warn(
    'No system Chromium found: install one (`apt-get install -y chromium-headless-shell chromium`) or run `npx playwright install chromium`.',
  );
}

const TRACE_MODES: TraceMode[] = [
  'off',
  'on',
  'retain-on-failure',
  'on-first-retry',
  'on-all-retries',
  'retain-on-first-failure',
  'retain-on-failure-and-retries',
];
/**
 * A trace of a failed test's retry (CI retries once); `E2E_TRACE=retain-on-failure` keeps one of
 * every failure, at the cost of recording every test (a sixth more suite time here).
 */
const trace =
  TRACE_MODES.find((mode) => mode === process.env.E2E_TRACE) ?? ('on-first-retry' as const);
if (process.env.E2E_TRACE && trace !== process.env.E2E_TRACE) {
  console.warn(
    `E2E_TRACE=${process.env.E2E_TRACE} is not one of ${TRACE_MODES.join(', ')}: using ${trace}.`,
  );
}

export default defineConfig({
  testDir: './e2e',
  outputDir: OUTPUT_DIR,
  fullyParallel: true,
  // Two: a third gains little for its contention on this 2-core machine (headless shell: 6.9 min
  // with 3, 7.7 with 2; the browsers and the server keep both cores busy). `E2E_WORKERS` overrides it.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  // Sign-up and login hash passwords with scrypt (OWASP cost, ~0.3 s alone); on a 2-core machine
  // running two workers and the server, a step can take several seconds.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://${E2E_ROOT_DOMAIN}`,
    trace,
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  // The phone runs only what is about the layout: tests tagged @phone (run at both widths) or
  // @phone-only. A journey runs once, at desktop width; the pages and dialogs it passes through
  // have their phone-width checks (no sideways overflow, controls in reach, axe) tagged here.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@phone-only/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    // A fresh embedded database for every run, seeded by the start script.
    command: `rm -rf ${E2E_DATA_DIR} && node scripts/start.mjs`,
    url: `http://${E2E_ROOT_DOMAIN}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The accounts flows read PINs from the development outbox page: open on a local ROOT_DOMAIN
    // while no mail or SMS provider is configured (lib/server/delivery/outbox-access.ts).
    env: E2E_SERVER_ENV,
  },
});
