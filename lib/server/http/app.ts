import 'server-only';

import { getCookie } from 'hono/cookie';

import type { DatabaseHandle } from '@/lib/db/client';
import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';

import { resolveActor } from '../auth/resolve-actor';
import { SESSION_COOKIE } from '../auth/session-token';
import { ApiError } from '../errors';
import { withValidationLocale } from '../validation-messages';
import { alertsHandlers } from './handlers/alerts';
import { walletHandlers } from './handlers/wallet';
import { staffCashoutsHandlers } from './handlers/staff-cashouts';
import { campaignHandlers } from './handlers/campaigns';
import { authHandlers } from './handlers/auth';
import { bannersHandlers } from './handlers/banners';
import { cartHandlers } from './handlers/cart';
import { cardPaymentsHandlers } from './handlers/card-payments';
import { instructionPaymentsHandlers } from './handlers/instruction-payments';
import { cataloguesHandlers } from './handlers/catalogues';
import { checkoutHandlers } from './handlers/checkout';
import { ordersHandlers } from './handlers/orders';
import { refundsHandlers } from './handlers/refunds';
import { returnsHandlers } from './handlers/returns';
import { invoicingHandlers } from './handlers/invoicing';
import { ticketsHandlers } from './handlers/tickets';
import { ticketScansHandlers } from './handlers/ticket-scans';
import { reviewsHandlers } from './handlers/reviews';
import { shippingHandlers } from './handlers/shipping';
import { supplierOrdersHandlers } from './handlers/supplier-orders';
import { shopOrdersHandlers } from './handlers/shop-orders';
import { shopReportsHandlers } from './handlers/shop-reports';
import { categoriesHandlers } from './handlers/categories';
import { contactHandlers } from './handlers/contact';
import { courierBranchesHandlers } from './handlers/courier-branches';
import { bodyCap } from './body-cap';
import { csrfProtection } from './csrf';
import { answerError } from './error-answer';
import { devOutboxHandlers } from './handlers/dev-outbox';
import { renderDocsPage } from './docs-page';
import { galleryHandlers } from './handlers/gallery';
import { handoffHandlers } from './handlers/handoff';
import { headersHandlers } from './handlers/headers';
import { healthHandlers, isHealthPath } from './handlers/health';
import { inputScreen } from './input-screen';
import { transportSecurity } from './transport-security';
import { uploadRouteMatcher } from './upload-routes';
import { listingIndexHandlers } from './handlers/listing-index';
import { listingsHandlers } from './handlers/listings';
import { networkHandlers } from './handlers/network';
import { promotedHandlers } from './handlers/promoted';
import { collaboratorsHandlers } from './handlers/collaborators';
import { businessNetworkHandlers } from './handlers/business-network';
import { apiDocument, registerOpenApiComponents } from './openapi-document';
import { packagesHandlers } from './handlers/packages';
import { paymentsHandlers } from './handlers/payments';
import { preferencesHandlers } from './handlers/preferences';
import { productsHandlers } from './handlers/products';
import { profileHandlers } from './handlers/profile';
import { receiptsHandlers } from './handlers/receipts';
import { resaleInfoPreferenceHandlers } from './handlers/resale-info-preference';
import { resaleHandlers } from './handlers/resale';
import { franchisesHandlers } from './handlers/franchises';
import { blogsHandlers } from './handlers/blogs';
import { resaleEarningsHandlers } from './handlers/resale-earnings';
import { createRouter } from './router';
import { shopSettingsHandlers } from './handlers/shop-settings';
import { shopsHandlers } from './handlers/shops';
import { socialLinksHandlers } from './handlers/social-links';
import { storesHandlers } from './handlers/stores';
import { supplierMembersHandlers } from './handlers/supplier-members';
import { supplierInstalmentsHandlers } from './handlers/supplier-instalments';
import { supplierProductsHandlers } from './handlers/supplier-products';
import { productUploadsHandlers } from './handlers/product-uploads';
import { digitalFilesHandlers } from './handlers/digital-files';
import { adminMenuHandlers } from './handlers/admin-menu';

const API_BASE_PATH = '/api';

export interface ApiDeps {
  database: () => Promise<DatabaseHandle>;
}

function requestLocale(cookieLocale: string | undefined, headerLocale: string | undefined): Locale {
  for (const candidate of [cookieLocale, headerLocale])
    if (candidate && isLocale(candidate)) return candidate;
  return defaultLocale;
}

/** The one API app: the route table, request context, errors and the OpenAPI document. */
export function createApiApp(deps: ApiDeps) {
  const app = createRouter().basePath(API_BASE_PATH);

  app.use('*', async (c, next) => {
    const locale = requestLocale(getCookie(c, LOCALE_COOKIE), c.req.header('x-locale'));
    c.set('locale', locale);
    // The health probes ask the database themselves and answer 503 when it does not answer; here
    // its failure would be a 500 before they run.
    if (!isHealthPath(c.req.path)) {
      const { db } = await deps.database();
      c.set('ctx', { db, actor: await resolveActor(db, getCookie(c, SESSION_COOKIE)) });
    }
    // zod words its issues in the request's language from here on (422 `fields`).
    await withValidationLocale(locale, next);
  });
  app.use('*', transportSecurity());
  app.use('*', csrfProtection());
  // Before any route reads input: bodies over the cap (413), then unreadable paths and NUL (4xx).
  app.use('*', bodyCap(uploadRouteMatcher(app.openAPIRegistry, API_BASE_PATH)));
  app.use('*', inputScreen());

  // The one place an error becomes an answer: handlers, middleware and services only throw.
  app.onError(answerError);
  app.notFound((c) => answerError(new ApiError('not_found'), c));

  const routes = app
    .route('/', healthHandlers(deps))
    .route('/', shopsHandlers)
    .route('/', shopSettingsHandlers)
    .route('/', productsHandlers)
    .route('/', cataloguesHandlers)
    .route('/', listingsHandlers)
    .route('/', resaleHandlers)
    .route('/', franchisesHandlers)
    .route('/', blogsHandlers)
    .route('/', listingIndexHandlers)
    .route('/', contactHandlers)
    .route('/', authHandlers)
    .route('/', handoffHandlers)
    .route('/', devOutboxHandlers)
    .route('/', categoriesHandlers)
    .route('/', resaleInfoPreferenceHandlers)
    .route('/', resaleEarningsHandlers)
    .route('/', preferencesHandlers)
    .route('/', storesHandlers)
    .route('/', galleryHandlers)
    .route('/', bannersHandlers)
    .route('/', headersHandlers)
    .route('/', socialLinksHandlers)
    .route('/', profileHandlers)
    .route('/', networkHandlers)
    .route('/', promotedHandlers)
    .route('/', collaboratorsHandlers)
    .route('/', businessNetworkHandlers)
    .route('/', cartHandlers)
    .route('/', checkoutHandlers)
    .route('/', ordersHandlers)
    .route('/', returnsHandlers)
    .route('/', invoicingHandlers)
    .route('/', ticketsHandlers)
    .route('/', ticketScansHandlers)
    .route('/', reviewsHandlers)
    .route('/', refundsHandlers)
    .route('/', shippingHandlers)
    .route('/', supplierOrdersHandlers)
    .route('/', shopOrdersHandlers)
    .route('/', shopReportsHandlers)
    .route('/', adminMenuHandlers)
    .route('/', receiptsHandlers)
    .route('/', alertsHandlers)
    .route('/', walletHandlers)
    .route('/', staffCashoutsHandlers)
    .route('/', campaignHandlers)
    .route('/', supplierMembersHandlers)
    .route('/', supplierInstalmentsHandlers)
    .route('/', supplierProductsHandlers)
    .route('/', productUploadsHandlers)
    .route('/', digitalFilesHandlers)
    .route('/', courierBranchesHandlers)
    .route('/', cardPaymentsHandlers)
    .route('/', instructionPaymentsHandlers)
    .route('/', paymentsHandlers)
    .route('/', packagesHandlers);

  registerOpenApiComponents(app.openAPIRegistry);
  app.get('/openapi.json', (c) => c.json(apiDocument(app)));
  app.get('/docs', (c) => c.html(renderDocsPage(apiDocument(app))));
  return routes;
}

export type ApiApp = ReturnType<typeof createApiApp>;
