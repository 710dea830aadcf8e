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
