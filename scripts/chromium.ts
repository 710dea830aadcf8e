import fs from 'node:fs';

/**
 * Chromium for e2e tests and Lighthouse: this machine's closed network refuses Chromium's own
 * background connections, so these flags keep it quiet; running as root needs --no-sandbox.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROMIUM_PATH, else the system Chromium (Debian's `chromium` package), else undefined. */
export function systemChromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) return configured;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) =>
    fs.existsSync(p),
  );
}

/**
 * The browser the e2e suite drives: CHROMIUM_PATH when set, else the system's headless shell
 * (Debian's `chromium-headless-shell`: Chromium's old headless mode, what Playwright itself runs
 * headless tests in — no browser UI around each page, a third less time per test here), else
 * the system Chromium (`systemChromiumPath`).
 */
export function e2eChromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH?.trim()) return systemChromiumPath(env);
  return fs.existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : systemChromiumPath(env);
}
