import 'server-only';

// Error answers are thrown by handlers, so the client's inferred status type only knows 200:
// these check the other statuses the typed client can still see.

export const isNotFound = (res: { status: number }) => res.status === 404;

export function failed(what: string, status: number): never {
  throw new Error(`${what} answered ${status}`);
}
