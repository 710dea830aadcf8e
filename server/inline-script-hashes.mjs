import { createHash } from 'node:crypto';

// Which inline scripts of a page are Next's and React's own, and their CSP hashes. Next 16 writes
// the page's data into inline scripts (`self.__next_f.push(…)`, different on every page), Turbopack
// its chunk list (`globalThis["TURBOPACK"]`) and React its streaming helpers (`$RC(…)`, `$RS…`,
// `$RX…`, `requestAnimationFrame(function(){$RT=…})`). Only scripts of those shapes are pinned: an
// inline script of any other shape in a page (which React's escaping should never let through)
// gets no hash and does not run.

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const OWN_SHAPES =
  /^(?:\(?self\.__next_f\b|\(globalThis\["TURBOPACK"\]|\$R[A-Z]|requestAnimationFrame\(function\(\)\{\$RT=)/;
const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

function runs(attributes) {
  if (/(?:^|\s)src\s*=/i.test(attributes)) return false;
  const type = attribute(attributes, 'type');
  return JAVASCRIPT_TYPES.has((type ?? '').trim().toLowerCase());
}

/**
 * The `'sha256-…'` sources of the page's own inline scripts, each once, in page order; and the
 * start of every other inline script that would run (to be reported).
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  const foreign = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (!runs(attributes) || body.trim() === '') continue;
    if (!OWN_SHAPES.test(body)) {
      foreign.push(body.slice(0, 60));
      continue;
    }
    const source = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (!hashes.includes(source)) hashes.push(source);
  }
  return { hashes, foreign };
}

/**
 * The policy with the page's inline scripts pinned: in `script-src`, `'unsafe-inline'` (what lets a
 * page work when no front server stands in front) is replaced by the hashes. Null when the policy
 * has no `script-src` (nothing to pin).
 */
export function pinnedPolicy(policy, hashes) {
  let pinned = false;
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      if (name.toLowerCase() !== 'script-src') return directive;
      pinned = true;
      return [name, ...sources.filter((source) => source !== "'unsafe-inline'"), ...hashes].join(
        ' ',
      );
    });
  return pinned ? directives.join('; ') : null;
}

const SCRIPT_NONCE = /(<script\b[^>]*?)\snonce="[^"]*"/gi;

/**
 * The page without its scripts' `nonce` attributes. A cached page keeps the nonce of the request
 * that first rendered it, which no later request's policy names (cached pages are pinned by hash,
 * and their chunks load by `'self'`): ~0.9 KB of a shop home's HTML that does nothing.
 */
export function withoutScriptNonces(html) {
  return html.replace(SCRIPT_NONCE, '$1');
}
