// What every log line written while serving a request should carry (its id), without passing it
// down through every call. The front server runs each request inside it; the app's logger reads it.
import { AsyncLocalStorage } from 'node:async_hooks';

// The front server loads this file from node_modules' side, the app from its server bundle: two
// copies of the module in one process. One storage, kept on the global object, serves both.
const STORAGE_KEY = Symbol.for('tienda.request-context');
const storage = (globalThis[STORAGE_KEY] ??= new AsyncLocalStorage());

/** Runs `serve` with `context` ({ requestId }) as the current request's. */
export function runWithRequestContext(context, serve) {
  return storage.run(context, serve);
}

/** The id of the request being served, or undefined outside one (start-up, timers, CLI). */
export function currentRequestId() {
  return storage.getStore()?.requestId;
}
