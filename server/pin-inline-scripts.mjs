import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import { loggedTarget } from './access-log.mjs';
import { inlineScriptHashes, pinnedPolicy, withoutScriptNonces } from './inline-script-hashes.mjs';
import { logger } from './logger.mjs';
import { deferScriptsPastPaint, SCRIPTS_AFTER_PAINT_LOADER_HASH } from './scripts-after-paint.mjs';

// Pins a page's inline scripts in its Content-Security-Policy, so the header's `script-src` names
// them instead of allowing `'unsafe-inline'`. Two ways, by how the page was made:
// - Rendered for this request (dynamic pages: `no-store`, no ETag): every page request carries a
//   fresh nonce in its `content-security-policy` request header, which Next puts on each script it
//   renders; the answer streams through as it is made, with `'nonce-…'` in its policy.
// - From Next's cache (static and ISR pages, cacheable): their scripts were made for another
//   request, so the answer is held until complete (Next's compression included), its own inline
//   scripts are hashed and the policy gets the hashes. Their content is fixed, so the hashes are
//   exact, and remembered by the answer's digest. Held pages also get their framework scripts run
//   after the first paint (scripts-after-paint.mjs): the loader that does it is pinned with them.
//   Their ETag is that digest (Next makes none: next.config.ts), and a request already holding
//   it gets a 304.
// Anything that is not HTML passes as is.

/** Past this size an answer is sent as it is, unpinned (no page of ours comes near it). */
const MAX_HELD_BYTES = 8 * 1024 * 1024;
const decoders = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress),
};
const encoders = {
  gzip: promisify(zlib.gzip),
  'x-gzip': promisify(zlib.gzip),
  deflate: promisify(zlib.deflate),
  br: promisify(zlib.brotliCompress),
};
const reported = new Set();

/**
 * Prepared answers by the digest of Next's answer: a cached page answers with the same bytes until
 * it is rendered again, so it is decoded, rewritten (its scripts run after the first paint, without
 * the nonces of the request that first rendered it), encoded again and its scripts hashed once, not
 * on every request (each step costs about as much as gzip). Bounded by bytes: the oldest go first.
 */
const preparedByEtag = new Map();
const MAX_PREPARED_BYTES = 32 * 1024 * 1024;
let preparedBytes = 0;

function remember(key, prepared) {
  if (key === null || prepared.body.length > MAX_PREPARED_BYTES) return;
  // Two requests for a page not yet prepared both prepare it: the bytes are counted once.
  const previous = preparedByEtag.get(key);
  if (previous) preparedBytes -= previous.body.length;
  preparedByEtag.set(key, prepared);
  preparedBytes += prepared.body.length;
  for (const [oldKey, old] of preparedByEtag) {
    if (preparedBytes <= MAX_PREPARED_BYTES) break;
    preparedByEtag.delete(oldKey);
    preparedBytes -= old.body.length;
  }
}

function encodingOf(res) {
  return String(res.getHeader('content-encoding') ?? '')
    .trim()
    .toLowerCase();
}

/**
 * The answer to send for a cached page's `body` (as Next sent it, encoded): its scripts deferred,
 * its inline scripts' hashes, and its ETag. SHA-1 here is a fingerprint, not a secret: ~0.1 ms
 * for a shop home, natively.
 */
async function preparedPage(body, res) {
  const encoding = encodingOf(res);
  const digest = createHash('sha1').update(body).digest('base64url');
  const key = `${encoding} ${digest}`;
  const known = preparedByEtag.get(key);
  if (known) return known;
  const html = await decoded(body, encoding);
  const { hashes, foreign } = inlineScriptHashes(html);
  reportForeign(foreign);
  const after = deferScriptsPastPaint(withoutScriptNonces(html));
  const etag = `"${digest}"`;
  const prepared =
    after.html === html
      ? { body, hashes, etag }
      : {
          body: await encoded(Buffer.from(after.html, 'utf8'), encoding),
          hashes: after.deferred === 0 ? hashes : [...hashes, SCRIPTS_AFTER_PAINT_LOADER_HASH],
          etag,
        };
  remember(key, prepared);
  return prepared;
}

async function decoded(body, encoding) {
  if (!encoding || encoding === 'identity') return body.toString('utf8');
  const decode = decoders[encoding];
  if (!decode) throw new Error(`unknown content encoding ${encoding}`);
  return (await decode(body)).toString('utf8');
}

async function encoded(body, encoding) {
  if (!encoding || encoding === 'identity') return body;
  const encode = encoders[encoding];
  if (!encode) throw new Error(`unknown content encoding ${encoding}`);
  return encode(body);
}

function reportForeign(foreign) {
  for (const start of foreign) {
    if (reported.has(start) || reported.size >= 20) continue;
    reported.add(start);
    logger.warn({ scriptStart: start }, "an inline script not of Next's shapes was not pinned");
  }
}

function asBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null) return null;
  return Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** Request headers Next reads a script nonce from: a client's own are never believed. */
const NONCE_HEADERS = ['content-security-policy', 'content-security-policy-report-only'];

/** Whether the answer was rendered for this request (so its scripts carry this request's nonce). */
function renderedForThisRequest(res) {
  return /\bno-store\b/i.test(String(res.getHeader('cache-control') ?? ''));
}

/** Whether the request's `If-None-Match` names `etag` (or any version: `*`). */
function alreadyHeld(req, etag) {
  const held = String(req.headers['if-none-match'] ?? '');
  return held
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** The policy with `'unsafe-inline'` replaced by this request's nonce. */
function noncePolicy(res, nonce) {
  const policy = res.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  const pinned = pinnedPolicy(policy, [`'nonce-${nonce}'`]);
  if (pinned) res.setHeader('content-security-policy', pinned);
}

/** Whether the answer may be a page: a GET whose client takes HTML (a browser's navigation). */
export function mayBePage(req) {
  return req.method === 'GET' && /\btext\/html\b/i.test(String(req.headers.accept ?? ''));
}

/**
 * Wraps `res` so an HTML answer is pinned before it leaves. Call before Next's handler, which (with
 * its compression) writes on top of these functions.
 */
export function pinInlineScripts(req, res) {
  for (const name of NONCE_HEADERS) delete req.headers[name];
  if (!mayBePage(req)) return;
  const nonce = randomBytes(18).toString('base64');
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  let mode = 'undecided';
  let sending = false;
  let head = null;
  let held = [];
  let heldBytes = 0;

  const release = () => {
    mode = 'pass';
    sending = true;
    if (head) original.writeHead.apply(res, head);
    const body = Buffer.concat(held);
    held = [];
    if (body.length) original.write.call(res, body);
  };
  const decide = () => {
    if (mode !== 'undecided') return;
    // A 304 updates the browser's stored headers: without a policy it keeps the pinned one.
    if (res.statusCode === 304) res.removeHeader('content-security-policy');
    const type = String(res.getHeader('content-type') ?? '');
    if (!/^text\/html\b/i.test(type) || res.statusCode === 304) release();
    else if (renderedForThisRequest(res)) {
      noncePolicy(res, nonce);
      release();
    } else mode = 'hold';
  };
  const hold = (chunk, encoding) => {
    const buffer = asBuffer(chunk, encoding);
    if (!buffer?.length) return;
    held.push(buffer);
    heldBytes += buffer.length;
    if (heldBytes > MAX_HELD_BYTES) release();
  };
  const send = async (callback) => {
    let body = Buffer.concat(held);
    held = [];
    try {
      const prepared = await preparedPage(body, res);
      body = prepared.body;
      if (res.hasHeader('content-length')) res.setHeader('content-length', body.length);
      const policy = res.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        const pinned = pinnedPolicy(policy, prepared.hashes);
        if (pinned) res.setHeader('content-security-policy', pinned);
      }
      if (res.statusCode === 200) {
        res.setHeader('etag', prepared.etag);
        if (alreadyHeld(req, prepared.etag)) {
          // The browser's copy is this one: no body, and no policy (it keeps the pinned one).
          res.statusCode = 304;
          head = null;
          for (const name of ['content-length', 'content-encoding', 'content-security-policy'])
            res.removeHeader(name);
          body = Buffer.alloc(0);
        }
      }
    } catch (error) {
      logger.error({ err: error, ...loggedTarget(req.url) }, 'could not pin the inline scripts');
    }
    mode = 'pass';
    sending = true;
    if (head) original.writeHead.apply(res, head);
    original.end.call(res, body, callback);
  };

  res.writeHead = function writeHead(statusCode, ...rest) {
    if (sending || mode === 'pass') return original.writeHead.call(res, statusCode, ...rest);
    const headers = rest.at(-1);
    if (headers && typeof headers === 'object') {
      if (Array.isArray(headers)) {
        head = [statusCode, ...rest];
        release();
        return res;
      }
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value);
      rest.pop();
    }
    head = [statusCode, ...rest];
    res.statusCode = statusCode;
    decide();
    return res;
  };
  res.flushHeaders = function flushHeaders() {
    decide();
    if (mode === 'pass') original.flushHeaders.call(res);
  };
  res.write = function write(chunk, encoding, callback) {
    decide();
    if (mode === 'pass') return original.write.call(res, chunk, encoding, callback);
    hold(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    decide();
    if (mode === 'pass') return original.end.call(res, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    if (typeof chunk !== 'function')
      hold(chunk, typeof encoding === 'string' ? encoding : undefined);
    if (mode === 'pass') return original.end.call(res, done);
    void send(done);
    return res;
  };
}
