/**
 * How the blog editor words a failed save (spec 01 §8, 03 §8 "Blog"): `incomplete_request` is a
 * warning ('Solicitud incompleta'), a request that never got an answer (the browser's TypeError,
 * status 0) a warning with 'Ha ocurrido un error', anything else that error message. Pure.
 */
export type BlogSaveFailure = { tone: 'warning' | 'error'; key: 'incomplete' | 'failed' };

export function blogSaveFailure(status: number, code: string): BlogSaveFailure {
  if (code === 'incomplete_request') return { tone: 'warning', key: 'incomplete' };
  if (status === 0) return { tone: 'warning', key: 'failed' };
  return { tone: 'error', key: 'failed' };
}

/** After this long without an answer the editor says the request may take longer (spec 01 §8). */
export const BLOG_SLOW_REQUEST_MS = 4_000;
