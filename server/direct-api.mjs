// The shop search, answered by the API app itself ahead of Next's request handler. Next's route
// machinery costs about 4–5 ms a request on this machine, as much as a search that reads the
// database, and the autocomplete asks on every keystroke against a 15 ms budget (DESIGN §4;
// decisions.md, "The shop search skips Next's route machinery"). The answer is the one Next would
// send: the same app and handler, the headers next.config.ts gives API paths (read from the build's
// routes manifest), and gzip as Next's compression gives it. Only reads that need nothing of Next:
// the search expires no cache tag and reads no Next request store.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

import Negotiator from 'negotiator';

// The app's bundle and the front server each load this file: one slot on the global object.
const APP_KEY = Symbol.for('tienda.direct-api');

/** Paths answered directly: a shop's search (`GET /api/shops/<slug>/search`). */
const DIRECT_PATH = /^\/api\/shops\/[^/]+\/search$/;

/** Next's compression: JSON from this size on, when the client accepts gzip. */
const COMPRESS_FROM_BYTES = 1024;
const gzipAsync = promisify(gzip);

/**
 * The app offers its API app (`fetch`: a Web request to a Web response) once Next has loaded it
 * (lib/server/http/default-app.ts); until then every request goes through Next.
 */
export function offerDirectApi(fetch) {
  globalThis[APP_KEY] = fetch;
}

/** The headers next.config.ts gives `pathname`, in Next's order (a later entry wins). */
function configuredHeaders(rules, pathname) {
  const headers = new Map();
  for (const rule of rules)
    if (rule.pattern.test(pathname))
      for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), [key, value]);
  return [...headers.values()];
}

/** next.config.ts's header rules as the build wrote them, or none without a build. */
export function readHeaderRules(distDir) {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'));
  } catch {
    return [];
  }
  return (manifest.headers ?? [])
    .filter((rule) => !rule.has && !rule.missing)
    .map((rule) => ({ pattern: new RegExp(rule.regex), headers: rule.headers }));
}

/** Whether the client takes gzip over no encoding (`Accept-Encoding`, q-values and `*` included). */
function acceptsGzip(req) {
  return new Negotiator(req).encoding(['gzip', 'identity']) === 'gzip';
}

/** The request as the API app reads it, or null when it cannot be one (a malformed Host). */
function webRequest(req) {
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
      method: req.method,
      headers,
    });
  } catch {
    return null;
  }
}

/**
 * For the front server: answers a direct path once the app offered its API app (the promise of
 * the answer sent), else returns undefined and leaves the request to Next. `headerRules` from
 * `readHeaderRules`: without any (no build's manifest to read), Next answers everything, so no
 * answer ever goes out without the configured security headers.
 */
export function directApi(headerRules) {
  if (headerRules.length === 0) return () => undefined;
  return (req, res) => {
    const fetch = globalThis[APP_KEY];
    if (!fetch || req.method !== 'GET') return undefined;
    const queryStart = req.url.indexOf('?');
    const pathname = queryStart === -1 ? req.url : req.url.slice(0, queryStart);
    if (!DIRECT_PATH.test(pathname)) return undefined;
    // What cannot be read as a Web request is Next's to answer, as any other.
    const request = webRequest(req);
    if (!request) return undefined;
    return answer(fetch, request, req, res, configuredHeaders(headerRules, pathname));
  };
}

async function answer(fetch, request, req, res, configured) {
  const response = await fetch(request);
  let body = Buffer.from(await response.arrayBuffer());
  for (const [key, value] of configured) res.setHeader(key, value);
  for (const [key, value] of response.headers)
    if (key !== 'set-cookie' && key !== 'content-length') res.setHeader(key, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  const vary = res.getHeader('Vary');
  res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (
    body.length >= COMPRESS_FROM_BYTES &&
    !response.headers.has('content-encoding') &&
    acceptsGzip(req)
  ) {
    body = await gzipAsync(body);
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', body.length);
  res.statusCode = response.status;
  res.end(body);
}
