import { createRoute } from '@hono/zod-openapi';

import { LocalePreferenceQuerySchema, SchemePreferenceQuerySchema } from '../schemas/preferences';
import { errorResponses } from './responses';
import { noSession } from './security';

// The no-JavaScript side of the language selector and the dark-mode toggle: plain links that
// set the cookie and send the visitor back to the page they came from.

const backToPage = {
  303: {
    description:
      'The cookie is set (365 days); back to `next`, or the `Referer` of the same host, or `/`',
    headers: {
      Location: { schema: { type: 'string' as const } },
      'Set-Cookie': { schema: { type: 'string' as const } },
    },
  },
};

export const setLocalePreferenceRoute = createRoute({
  operationId: 'setLocalePreference',
  method: 'get',
  path: '/preferences/locale',
  security: noSession,
  tags: ['preferences'],
  summary: "Store the interface language (NEXT_LOCALE cookie) and go to the page's address in it",
  description:
    'Every page has one address per language: Spanish without a prefix, English with `en/` after the shop base or the platform root (`/tienda/demo/en/productos`, `/en/productos` on a shop sub-domain). The 303 goes to the page named by `next` (or the `Referer`) at the chosen language’s address.',
  request: { query: LocalePreferenceQuerySchema },
  responses: { ...backToPage, ...errorResponses },
});

export const setSchemePreferenceRoute = createRoute({
  operationId: 'setSchemePreference',
  method: 'get',
  path: '/preferences/scheme',
  security: noSession,
  tags: ['preferences'],
  summary: 'Store the light or dark scheme (theme cookie) and go back',
  request: { query: SchemePreferenceQuerySchema },
  responses: { ...backToPage, ...errorResponses },
});
