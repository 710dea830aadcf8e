import type { Instrumentation } from 'next';

/**
 * Server errors of pages, route handlers and server actions, as one log line each with the
 * request id (lib/server/log/request-error.ts). The logger runs on Node only: the edge runtime
 * (middleware) has no pino, so its errors stay Next's own.
 */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('./lib/server/log/request-error');
  logRequestError(...args);
};
