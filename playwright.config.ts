import fs from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ROOT_DOMAIN = `localhost:${PORT}`;

/**
 * Playwright's own Chromium when it is installed, otherwise the system one (Debian's `chromium`
 * package: `apt-get install -y chromium`). With neither, say how to get one.
 */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

const executablePath = chromiumPath();
if (!executablePath && !process.env.PLAYWRIGHT_BROWSERS_PATH) {
  console.warn('No system Chromium found: install one (`apt-get install -y chromium`) or run `npx playwright install chromium`.');
}

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://${ROOT_DOMAIN}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    // A fresh embedded database for every run, seeded by the start script.
    command: 'rm -rf .data-e2e && node scripts/start.mjs',
    url: `http://${ROOT_DOMAIN}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(PORT), ROOT_DOMAIN, DATA_DIR: '.data-e2e', NEXT_DIST_DIR: '.next-e2e', SEED_PRODUCTS: '1500' },
  },
});
