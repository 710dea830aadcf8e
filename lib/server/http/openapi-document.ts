import 'server-only';

import type { OpenAPIHono } from '@hono/zod-openapi';

import { SESSION_SCHEME } from '@/lib/api/routes/security';

import { SESSION_COOKIE } from '../auth/session-token';

type DocumentSettings = Parameters<OpenAPIHono['getOpenAPI31Document']>[0];

/**
 * What the OpenAPI document says besides its operations: served at `/api/openapi.json`, drawn at
 * `/api/docs`, linted by `npm run lint:api` (scripts/lint-api.ts, redocly.yaml). The paths carry
 * their `/api` prefix, so a server is an origin.
 */
export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Tienda API',
    version: '1.0.0',
    description:
      'Shops, catalogues, products and search. Money is integer minor units with an ISO currency. ' +
      `Signed-in operations take the session cookie \`${SESSION_COOKIE}\` that login sets (security scheme \`${SESSION_SCHEME}\`); ` +
      'a write that sends it must come from the same site (`Origin` or `Sec-Fetch-Site`), else 403 `csrf_rejected`.',
  },
  // Relative: the origin this document is read from (`http://localhost:3000` in development).
  servers: [{ url: '/', description: 'The origin that serves this document' }],
  tags: [
    { name: 'platform', description: 'Liveness' },
    {
      name: 'shops',
      description:
        'A shop: its storefront settings, categories, contact messages and collaborating stores',
    },
    {
      name: 'products',
      description: "The items a shop lists: pages, search, detail, the sitemap's index",
    },
    { name: 'catalogues', description: "A shop's custom catalogues" },
    {
      name: 'listings',
      description: 'Which products a store and its catalogues list, and in what order',
    },
    {
      name: 'resale',
      description: "Supplier items a shop's admins add to resell (the add-items modal)",
    },
    {
      name: 'franchises',
      description:
        'Franchise and affinity stores, and the ones a shop lists in its franchises section',
    },
    { name: 'blogs', description: "The shop's blog: public entries, written by its admins" },
    { name: 'banners', description: "The shop's banner carousel (its admins)" },
    { name: 'headers', description: "The shop's header records (its admins)" },
    {
      name: 'preferences',
      description: 'Cookie preferences set by plain links (language, scheme, resale info)',
    },
    { name: 'auth', description: 'Sign-up, activation, login and passwords; the session cookie' },
    { name: 'profile', description: "The signed-in user's profile" },
    {
      name: 'me',
      description:
        "The signed-in user's network: collaborations, advisor, heartbeat, tour, promoted people (the referral tree) and follows",
    },
    {
      name: 'campaigns',
      description: "The signed-in user's referral campaigns, their channels and short links",
    },
    { name: 'stores', description: 'Affiliate store creation' },
    {
      name: 'network',
      description: 'The business network: public shops, suppliers and the items they sell',
    },
    { name: 'gallery', description: 'Image uploads' },
    { name: 'cart', description: "The signed-in user's cart in a shop" },
    {
      name: 'checkout',
      description: 'Checkouts, shared checkouts, the address book and courier branches',
    },
    {
      name: 'orders',
      description: "Placing orders; a customer's and a supplier's orders, their steps and receipts",
    },
    {
      name: 'payments',
      description: 'Payment tokens, redirect and card payments, and the providers’ webhooks',
    },
    { name: 'packages', description: 'Plan packages and buying them' },
    { name: 'suppliers', description: "A supplier's staff and its own items" },
    {
      name: 'admin',
      description: 'Platform staff (user level 3): paying cash-out requests out or rejecting them',
    },
    { name: 'dev', description: 'Development helpers, closed in production' },
  ],
} satisfies DocumentSettings;

/** The components no route declares: the session cookie's security scheme. */
export function registerOpenApiComponents(registry: OpenAPIHono['openAPIRegistry']) {
  registry.registerComponent('securitySchemes', SESSION_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session cookie set by `POST /api/auth/login` (and by activation); httpOnly, SameSite=Lax. ' +
      'Signed out or expired: 401 `unauthorized` on the operations that require it.',
  });
}

type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;
type Responses = Record<string, { description: string; content?: unknown }>;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/**
 * What every operation may answer before its own checks run, from the API's edge
 * (lib/server/http/input-screen.ts, body-cap.ts): an operation's own 400 keeps its description
 * with the edge's added.
 */
const EDGE_REFUSALS: Record<'400' | '413', string> = {
  '400':
    '`bad_request`: the path does not decode to text (a malformed percent-escape) or holds NUL',
  '413':
    '`payload_too_large`: the body is over 1 MB (uploads: over their own limit), with `max_mb`',
};

/** The contract as served at `/api/openapi.json`: the routes' own document plus the edge refusals. */
export function apiDocument(app: Pick<OpenAPIHono, 'getOpenAPI31Document'>): OpenApiDocument {
  const document = app.getOpenAPI31Document(OPENAPI_INFO);
  for (const pathItem of Object.values(document.paths ?? {}))
    for (const [method, operation] of Object.entries(pathItem ?? {})) {
      if (!METHODS.has(method) || !operation || typeof operation !== 'object') continue;
      const responses = (operation as { responses: Responses }).responses;
      for (const [status, description] of Object.entries(EDGE_REFUSALS)) {
        const own = responses[status];
        responses[status] = own
          ? { ...own, description: `${own.description}; ${description}` }
          : { description, content: errorContent };
      }
    }
  return document;
}
