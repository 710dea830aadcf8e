import 'server-only';

import { getCookie } from 'hono/cookie';

import { healthRoute } from '@/lib/api/routes/health';
import type { DatabaseHandle } from '@/lib/db/client';
import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';

import { resolveActor } from '../auth/resolve-actor';
import { SESSION_COOKIE } from '../auth/session-token';
import { ApiError, toErrorResponse } from '../errors';
import { authApi } from './auth-api';
import { bannersApi } from './banners-api';
import { cartApi } from './cart-api';
import { cardPaymentsApi } from './card-payments-api';
import { cataloguesApi } from './catalogues-api';
import { checkoutApi } from './checkout-api';
import { categoriesApi } from './categories-api';
import { contactApi } from './contact-api';
import { courierBranchesApi } from './courier-branches-api';
import { csrfProtection } from './csrf';
import { devOutboxApi } from './dev-outbox-api';
import { renderDocsPage } from './docs-page';
import { galleryApi } from './gallery-api';
import { headersApi } from './headers-api';
import { listingIndexApi } from './listing-index-api';
import { listingsApi } from './listings-api';
import { networkApi } from './network-api';
import { packagesApi } from './packages-api';
import { paymentsApi } from './payments-api';
import { preferencesApi } from './preferences-api';
import { productsApi } from './products-api';
import { profileApi } from './profile-api';
import { receiptsApi } from './receipts-api';
import { resaleInfoPreferenceApi } from './resale-info-preference-api';
import { createRouter } from './router';
import { shopSettingsApi } from './shop-settings-api';
import { shopsApi } from './shops-api';
import { socialLinksApi } from './social-links-api';
import { storesApi } from './stores-api';
import { supplierMembersApi } from './supplier-members-api';

export interface ApiDeps {
  database: () => Promise<DatabaseHandle>;
}

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Tienda API',
    version: '1.0.0',
    description: 'Shops, catalogues, products and search. Money is integer minor units with an ISO currency.',
  },
} as const;

function requestLocale(cookieLocale: string | undefined, headerLocale: string | undefined): Locale {
  for (const candidate of [cookieLocale, headerLocale]) if (candidate && isLocale(candidate)) return candidate;
  return defaultLocale;
}

/** The one API app: the route table, request context, errors and the OpenAPI document. */
export function createApiApp(deps: ApiDeps) {
  const app = createRouter().basePath('/api');

  app.use('*', async (c, next) => {
    c.set('locale', requestLocale(getCookie(c, LOCALE_COOKIE), c.req.header('x-locale')));
    const { db } = await deps.database();
    c.set('ctx', { db, actor: await resolveActor(db, getCookie(c, SESSION_COOKIE)) });
    await next();
  });
  app.use('*', csrfProtection());

  app.onError((error, c) => {
    const { status, body } = toErrorResponse(error, c.var.locale ?? defaultLocale);
    return c.json(body, status as 400);
  });
  app.notFound((c) => {
    const { status, body } = toErrorResponse(new ApiError('not_found'), c.var.locale ?? defaultLocale);
    return c.json(body, status as 404);
  });

  const routes = app
    .openapi(healthRoute, async (c) => c.json({ status: 'ok' as const, database: (await deps.database()).kind }, 200))
    .route('/', shopsApi)
    .route('/', shopSettingsApi)
    .route('/', productsApi)
    .route('/', cataloguesApi)
    .route('/', listingsApi)
    .route('/', listingIndexApi)
    .route('/', contactApi)
    .route('/', authApi)
    .route('/', devOutboxApi)
    .route('/', categoriesApi)
    .route('/', resaleInfoPreferenceApi)
    .route('/', preferencesApi)
    .route('/', storesApi)
    .route('/', galleryApi)
    .route('/', bannersApi)
    .route('/', headersApi)
    .route('/', socialLinksApi)
    .route('/', profileApi)
    .route('/', networkApi)
    .route('/', cartApi)
    .route('/', checkoutApi)
    .route('/', receiptsApi)
    .route('/', supplierMembersApi)
    .route('/', courierBranchesApi)
    .route('/', cardPaymentsApi)
    .route('/', paymentsApi)
    .route('/', packagesApi);

  app.doc31('/openapi.json', OPENAPI_INFO);
  app.get('/docs', (c) => c.html(renderDocsPage(app.getOpenAPI31Document(OPENAPI_INFO))));
  return routes;
}

export type ApiApp = ReturnType<typeof createApiApp>;
