// The access log: one line per request once its answer is sent (or the client went away), with
// what an operator reads first: method, path, status, duration, request id and client address.

/** Path segments after these are secrets (an activation key, a payment link's token): masked. */
const SECRET_SEGMENT_AFTER = new Set(['activate', 'payments']);
const MAX_PATH_LENGTH = 512;
const MAX_QUERY_KEYS = 20;
const MAX_QUERY_KEY_LENGTH = 64;

/**
 * The request target as logged: the path with secret segments masked, and the names of the query
 * parameters without their values (a handoff code, a search a person typed). Bounded in length.
 */
export function loggedTarget(url) {
  const target = typeof url === 'string' ? url : '/';
  const queryStart = target.indexOf('?');
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const segments = rawPath.slice(0, MAX_PATH_LENGTH).split('/');
  const path = segments
    .map((segment, i) =>
      i > 0 && SECRET_SEGMENT_AFTER.has(segments[i - 1]) && segment !== '' ? ':secret' : segment,
    )
    .join('/');
  if (queryStart === -1) return { path };
  const keys = new Set();
  for (const key of new URLSearchParams(target.slice(queryStart + 1)).keys()) {
    if (keys.size === MAX_QUERY_KEYS) break;
    keys.add(key.slice(0, MAX_QUERY_KEY_LENGTH));
  }
  return { path, queryKeys: [...keys] };
}

/**
 * Writes the request's line to `logger` when its answer is finished, or when the connection
 * closes first (`aborted`: the client left, or the server cut it). Server errors (5xx) are logged
 * at error level, everything else at info.
 */
export function logAccess(req, res, { logger, requestId, clientAddress }) {
  const startedAt = performance.now();
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    const status = res.statusCode;
    const line = {
      requestId,
      method: req.method,
      ...loggedTarget(req.url),
      status,
      durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
      clientAddress,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
  res.once('finish', write);
  res.once('close', write);
}
