import 'server-only';

/** Thrown by `withTimeout` when the work took longer than allowed. */
export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
  }
}

/**
 * `work`, or a `TimeoutError` once `ms` have passed. The work itself goes on (a pg query cannot be
 * taken back); a probe only needs to stop waiting for it.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
