/**
 * Next's cache does not run in the integration suites: tests/support/integration-setup.ts stands in
 * for `next/cache` and records here the tags the services expire. One list for the whole worker
 * (the suites share their modules): clear it before the write a test checks.
 */
export const expiredTags: string[] = ((
  globalThis as { __tiendaExpiredTags?: string[] }
).__tiendaExpiredTags ??= []);
