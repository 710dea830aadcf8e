// The request id: one token per request, in every log line the request causes and in the
// `X-Request-Id` answer header, so an operator can go from a customer's report (or a proxy's log)
// to the lines of that request on whichever instance served it.
import { randomUUID } from 'node:crypto';

import { z } from 'zod';

import { IMMUTABLE_FILES } from './immutable-files.mjs';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a caller's (or a proxy's) id may look like to be kept: a UUID, a ULID, hex, base64 and the
 * trace ids of common load balancers (`Root=1-…`) fit. Bounded so a client cannot fill the logs
 * with a long header or split a line (no spaces, no control characters).
 */
const requestIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9._:;+=/-]+$/);

/** The incoming id when it is a sane token, else null. */
export function acceptedRequestId(value) {
  const parsed = requestIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The id of a request: the one it came with when sane (a proxy in front made it), else a new one. */
export function requestIdFor(value) {
  return acceptedRequestId(value) ?? randomUUID();
}

/**
 * Gives the request its id: the app reads it from the request's `X-Request-Id` (every copy the
 * client sent is replaced by this one), and the answer carries it back, but for the build's
 * immutable files: their answers are the same for everyone and never an error a customer reports,
 * so they do not carry the id back (the access log still has it). It was ~50 bytes of each of a
 * shop page's ~14 scripts (issue 23's script bytes, as Lighthouse counts them).
 */
export function markRequestId(req, res) {
  const id = requestIdFor(req.headers[REQUEST_ID_HEADER]);
  const raw = req.rawHeaders;
  const kept = [];
  for (let i = 0; i + 1 < raw.length; i += 2)
    if (raw[i].toLowerCase() !== REQUEST_ID_HEADER) kept.push(raw[i], raw[i + 1]);
  req.rawHeaders = [...kept, 'X-Request-Id', id];
  req.headers[REQUEST_ID_HEADER] = id;
  if (!req.url?.startsWith(IMMUTABLE_FILES)) res.setHeader('X-Request-Id', id);
  return id;
}
