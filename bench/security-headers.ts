// The security headers a running server sends, read from its answers: a checklist, not a test.
import type { Client } from './security-client';

/** A storefront page, a platform page and an API answer. */
export const CHECKED_PATHS = ['/tienda/demo', '/login', '/api/health'] as const;

export interface HeaderCheck {
  check: string;
  /** Paths whose answer passes, of CHECKED_PATHS. */
  passing: string[];
  /** Paths whose answer does not. */
  failing: string[];
  /** The value seen on the first path that sent the header. */
  value: string | null;
}

type Headers = Record<string, string | undefined>;

const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'es-MX,es;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) tienda-bench',
};

/** A CSP directive's value (`script-src 'self' …`), or null. */
function directive(csp: string | undefined, name: string): string | null {
  const found = (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.toLowerCase().startsWith(`${name} `) || part.toLowerCase() === name);
  return found ?? null;
}

const CHECKS: Array<{
  check: string;
  header: string;
  passes: (h: Headers) => boolean;
  value: (h: Headers) => string | null;
}> = [
  {
    check: 'Strict-Transport-Security (max-age ≥ 180 days)',
    header: 'strict-transport-security',
    passes: (h) =>
      Number(/max-age=(\d+)/i.exec(h['strict-transport-security'] ?? '')?.[1] ?? 0) >= 15_552_000,
    value: (h) => h['strict-transport-security'] ?? null,
  },
  {
    check: "CSP script-src (no bare 'unsafe-inline')",
    header: 'content-security-policy',
    passes: (h) => {
      // Without `script-src`, `default-src` rules scripts (the API's answers: `'none'`).
      const scripts =
        directive(h['content-security-policy'], 'script-src') ??
        directive(h['content-security-policy'], 'default-src');
      // 'unsafe-inline' next to a nonce, a hash or 'strict-dynamic' is ignored by browsers that know them.
      return (
        Boolean(scripts) &&
        (!/'unsafe-inline'/.test(scripts!) ||
          /'(nonce-|sha256-|sha384-|sha512-|strict-dynamic)/.test(scripts!))
      );
    },
    value: (h) => directive(h['content-security-policy'], 'script-src'),
  },
  {
    check: 'CSP frame-ancestors',
    header: 'content-security-policy',
    passes: (h) => Boolean(directive(h['content-security-policy'], 'frame-ancestors')),
    value: (h) => directive(h['content-security-policy'], 'frame-ancestors'),
  },
  {
    check: 'Permissions-Policy',
    header: 'permissions-policy',
    passes: (h) => Boolean(h['permissions-policy']),
    value: (h) => h['permissions-policy'] ?? null,
  },
  {
    check: 'X-Content-Type-Options: nosniff',
    header: 'x-content-type-options',
    passes: (h) => h['x-content-type-options']?.toLowerCase() === 'nosniff',
    value: (h) => h['x-content-type-options'] ?? null,
  },
  {
    check: 'Referrer-Policy',
    header: 'referrer-policy',
    passes: (h) => Boolean(h['referrer-policy']),
    value: (h) => h['referrer-policy'] ?? null,
  },
  {
    check: 'X-Frame-Options',
    header: 'x-frame-options',
    passes: (h) => Boolean(h['x-frame-options']),
    value: (h) => h['x-frame-options'] ?? null,
  },
  {
    check: 'no X-Powered-By',
    header: 'x-powered-by',
    passes: (h) => !h['x-powered-by'],
    value: (h) => h['x-powered-by'] ?? null,
  },
];

export async function checkHeaders(client: Client): Promise<HeaderCheck[]> {
  const answers: Array<[string, Headers]> = [];
  for (const path of CHECKED_PATHS) {
    // As a browser asks for a page (the front server pins inline scripts on HTML answers).
    const answer = await client.send({ method: 'GET', url: path, headers: BROWSER_HEADERS });
    const headers = Object.fromEntries(
      Object.entries(answer.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : value,
      ]),
    );
    answers.push([path, headers]);
  }
  return CHECKS.map(({ check, header, passes, value }) => ({
    check,
    passing: answers.filter(([, h]) => passes(h)).map(([path]) => path),
    failing: answers.filter(([, h]) => !passes(h)).map(([path]) => path),
    value:
      answers.map(([, h]) => (h[header] === undefined ? null : value(h))).find((v) => v !== null) ??
      null,
  }));
}
