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
  summary: 'Store the interface language (NEXT_LOCALE cookie) and go back',
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
