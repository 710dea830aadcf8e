import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contactMessages, shopMembers } from '@/lib/db/schema';
import { createApiApp } from '@/lib/server/http/app';

import { createSessionCookie, createShop, createUser } from '../support/factories';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-database';

const kinds = await databaseKinds();

/**
 * Who may call what. Every operation of the OpenAPI document is classified here, so a new route
 * cannot ship without a decision (the first test fails until it is added):
 * - `public`: anyone, signed in or not (reads of public storefronts, sign-up, login, contact);
 * - `signed-in`: an anonymous call answers 401 `unauthorized`;
 * - `shop-admin`: on a shop's path; 401 for anonymous, 403 `forbidden` for anyone who is not an
 *   admin of that very shop (customers, other staff roles, admins of other shops);
 * - `shop-staff`: on a shop's path, its back office's reads; as `shop-admin`, but its accountant
 *   and dispatcher members may too (tests/integration/shop-orders.test.ts);
 * - `development`: the outbox reader, closed in production (tests/integration/auth-delivery);
 * - `platform-staff`: users of level 3 only (paying cash-outs out); 401 for anonymous, 403
 *   `forbidden` for everybody else, shop owners included (tests/integration/staff-cashouts.test.ts).
 */
const ROUTE_ACCESS = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/shops/{slug}': 'public',
  'PATCH /api/shops/{slug}': 'shop-admin',
  'GET /api/shops/{slug}/products': 'public',
  'GET /api/shops/{slug}/products/{id}': 'public',
  'GET /api/shops/{slug}/search': 'public',
  'GET /api/shops/{slug}/catalogues': 'public',
  'GET /api/shops/{slug}/catalogues/{catalogue}': 'public',
  'POST /api/shops/{slug}/catalogues': 'shop-admin',
  'PATCH /api/shops/{slug}/catalogues/{catalogue}': 'shop-admin',
  'DELETE /api/shops/{slug}/catalogues/{catalogue}': 'shop-admin',
  'POST /api/shops/{slug}/catalogues/{catalogue}/move': 'shop-admin',
  'POST /api/shops/{slug}/catalogues/{catalogue}/products/clone': 'shop-admin',
  'POST /api/shops/{slug}/catalogues/{catalogue}/products/add_filtered': 'shop-admin',
  'POST /api/shops/{slug}/catalogues/{catalogue}/products/move': 'shop-admin',
  'POST /api/shops/{slug}/catalogues/fork': 'shop-admin',
  'PUT /api/shops/{slug}/listings/{product}': 'shop-admin',
  'DELETE /api/shops/{slug}/listings/{product}': 'shop-admin',
  'POST /api/shops/{slug}/listings/{product}/position': 'shop-admin',
  'GET /api/shops/{slug}/resale/products': 'shop-admin',
  'GET /api/shops/{slug}/resale/suggestions': 'shop-admin',
  'GET /api/shops/{slug}/resale/suppliers': 'shop-admin',
  'GET /api/shops/{slug}/resale/categories': 'shop-admin',
  'POST /api/shops/{slug}/resale/in-store': 'shop-admin',
  'GET /api/shops/{slug}/resale/commission-rate': 'shop-admin',
  'POST /api/shops/{slug}/resale/bulk-add': 'shop-admin',
  'GET /api/franchises': 'public',
  'GET /api/network/businesses': 'public',
  'GET /api/network/products': 'public',
  'GET /api/shops/{slug}/franchises': 'public',
  'POST /api/shops/{slug}/franchises/in-store': 'shop-admin',
  'PUT /api/shops/{slug}/franchises/{franchiseId}': 'shop-admin',
  'DELETE /api/shops/{slug}/franchises/{franchiseId}': 'shop-admin',
  'GET /api/shops/{slug}/blogs': 'public',
  'GET /api/shops/{slug}/blogs/{entry}': 'public',
  'POST /api/shops/{slug}/blogs': 'shop-admin',
  'PATCH /api/shops/{slug}/blogs/{entry}': 'shop-admin',
  'DELETE /api/shops/{slug}/blogs/{entry}': 'shop-admin',
  'PUT /api/shops/{slug}/catalogues/{catalogue}/products/{product}': 'shop-admin',
  'DELETE /api/shops/{slug}/catalogues/{catalogue}/products/{product}': 'shop-admin',
  'POST /api/shops/{slug}/catalogues/{catalogue}/products/{product}/position': 'shop-admin',
  'GET /api/shops/{slug}/headers': 'shop-admin',
  'POST /api/shops/{slug}/headers': 'shop-admin',
  'PATCH /api/shops/{slug}/headers/{id}': 'shop-admin',
  'DELETE /api/shops/{slug}/headers/{id}': 'shop-admin',
  'PUT /api/shops/{slug}/social-links': 'shop-admin',
  'GET /api/shops/{slug}/banners': 'shop-admin',
  'POST /api/shops/{slug}/banners': 'shop-admin',
  'PATCH /api/shops/{slug}/banners/{banner}': 'shop-admin',
  'DELETE /api/shops/{slug}/banners/{banner}': 'shop-admin',
  'GET /api/shops/{slug}/categories': 'public',
  'GET /api/categories': 'public',
  'GET /api/shops/{slug}/listing-index': 'public',
  'POST /api/shops/{slug}/contact': 'public',
  'GET /api/shops/{slug}/contact-messages': 'shop-admin',
  'GET /api/preferences/locale': 'public',
  'GET /api/preferences/scheme': 'public',
  'GET /api/preferences/resale-info': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/activate': 'public',
  'POST /api/auth/activate/{key}': 'public',
  'POST /api/auth/resend': 'public',
  'POST /api/auth/contact': 'public',
  'POST /api/auth/users/exist': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'signed-in',
  'POST /api/auth/password/forgot': 'public',
  'POST /api/auth/password/reset': 'public',
  'POST /api/auth/password/change': 'signed-in',
  // The login hand-off: a visitor is told `login_required`; codes only for a session
  // (tests/integration/auth-handoff).
  'POST /api/auth/handoff/start': 'public',
  'POST /api/auth/handoff/authorize': 'public',
  'POST /api/auth/handoff/allow': 'public',
  'POST /api/stores/slug/exists': 'public',
  'POST /api/stores/affiliate': 'signed-in',
  'GET /api/stores/affiliate': 'signed-in',
  'POST /api/gallery': 'signed-in',
  'DELETE /api/gallery/{id}': 'signed-in',
  'GET /api/me/profile': 'signed-in',
  'PUT /api/me/profile': 'signed-in',
  'GET /api/me/collaborations': 'signed-in',
  // The caller's referral tree only: another's is 403 (tests/integration/promoted-api).
  'GET /api/me/promoted': 'signed-in',
  'PUT /api/me/follows/{userId}': 'signed-in',
  'DELETE /api/me/follows/{userId}': 'signed-in',
  'GET /api/shops/{slug}/collaborators': 'shop-admin',
  'GET /api/shops/{slug}/collaborators/profiles': 'shop-admin',
  'POST /api/shops/{slug}/collaborators': 'shop-admin',
  'PATCH /api/shops/{slug}/collaborators/{id}': 'shop-admin',
  'DELETE /api/shops/{slug}/collaborators/{id}': 'shop-admin',
  'PUT /api/shops/{slug}/collaborators/{id}/refresh': 'shop-admin',
  'GET /api/me/advisor': 'signed-in',
  'GET /api/me/resale-earnings': 'signed-in',
  'POST /api/me/heartbeat': 'signed-in',
  'PATCH /api/me/tour': 'signed-in',
  'GET /api/shops/{slug}/cart': 'signed-in',
  'POST /api/shops/{slug}/cart/items': 'signed-in',
  'PATCH /api/shops/{slug}/cart/items': 'signed-in',
  'DELETE /api/shops/{slug}/cart/items': 'signed-in',
  'POST /api/shops/{slug}/cart/bulk': 'signed-in',
  'GET /api/shops/{slug}/cart/count': 'signed-in',
  'POST /api/shops/{slug}/cart/preview': 'public',
  'POST /api/shops/{slug}/checkouts': 'signed-in',
  'GET /api/shops/{slug}/checkouts/{id}': 'signed-in',
  'PATCH /api/shops/{slug}/checkouts/{id}': 'signed-in',
  'POST /api/shops/{slug}/checkouts/{id}/share': 'signed-in',
  // Anyone with the link reads a shared checkout, without the owner's data (shared-checkout.test).
  'GET /api/shops/{slug}/shared-checkouts/{public_slug}': 'public',
  // A courier's published branches, no one's private data (courier-branches-api.test).
  'GET /api/courier-branches': 'public',
  'GET /api/me/addresses': 'signed-in',
  'POST /api/me/addresses': 'signed-in',
  'POST /api/orders': 'signed-in',
  'GET /api/orders': 'signed-in',
  'GET /api/orders/{id}': 'signed-in',
  'PUT /api/orders/broker/{id}': 'signed-in',
  'GET /api/payments/{token}': 'signed-in',
  'POST /api/payments/{token}/order/{provider}': 'signed-in',
  'POST /api/payments/{token}/order/{provider}/capture': 'signed-in',
  'GET /api/payments/{token}/order/{provider}/return': 'signed-in',
  'POST /api/payments/{token}/order/card': 'signed-in',
  'POST /api/payments/{token}/order/card/instalments': 'signed-in',
  'GET /api/payments/{token}/order/card/return': 'signed-in',
  'POST /api/payments/{token}/order/instructions': 'signed-in',
  'POST /api/orders/{id}/next': 'signed-in',
  'POST /api/orders/{id}/cancel': 'signed-in',
  'POST /api/orders/{id}/restart-payment': 'signed-in',
  'PUT /api/orders/{id}/shipment': 'signed-in',
  'POST /api/orders/{id}/refunds': 'signed-in',
  'GET /api/orders/{id}/refunds': 'signed-in',
  'POST /api/orders/{id}/returns': 'signed-in',
  'GET /api/orders/{id}/returns': 'signed-in',
  'POST /api/orders/{id}/returns/{returnId}/decision': 'signed-in',
  // The order's customer and its supplier's staff only (tests/integration/tickets.test.ts).
  'GET /api/orders/{id}/attendants': 'signed-in',
  'GET /api/orders/{id}/attendants/pdf': 'signed-in',
  'GET /api/orders/{id}/attendants/zip': 'signed-in',
  'GET /api/orders/{id}/attendants/{aid}': 'signed-in',
  'PATCH /api/orders/{id}/attendants/{aid}': 'signed-in',
  'GET /api/orders/{id}/attendants/{aid}/pdf': 'signed-in',
  'PUT /api/orders/{id}/reviews': 'signed-in',
  'GET /api/orders/{id}/reviews': 'signed-in',
  'GET /api/shops/{slug}/products/{id}/reviews': 'public',
  'PUT /api/suppliers/{id}/reviews/{review}/reply': 'signed-in',
  'GET /api/suppliers/{id}/reviews': 'signed-in',
  'GET /api/suppliers/{id}/orders': 'signed-in',
  'GET /api/shops/{slug}/orders': 'shop-staff',
  'GET /api/shops/{slug}/orders/{order}': 'shop-staff',
  'GET /api/shops/{slug}/returns': 'shop-staff',
  // Its qrreader members may too, its accountants and dispatchers not (tests/integration/ticket-scans.test.ts).
  'POST /api/shops/{slug}/tickets/read': 'shop-admin',
  'POST /api/shops/{slug}/tickets/use': 'shop-admin',
  'POST /api/suppliers/{id}/tickets/read': 'signed-in',
  'POST /api/suppliers/{id}/tickets/use': 'signed-in',
  // Its accountants may too, its dispatchers not (tests/integration/shop-reports.test.ts).
  'GET /api/shops/{slug}/reports/orders': 'shop-admin',
  // Every staff role of the shop, qrreaders included (tests/integration/admin-menu.test.ts).
  'GET /api/shops/{slug}/menu/{name}': 'shop-staff',
  'GET /api/preferences/admin-menu': 'public',
  'GET /api/me/suppliers': 'signed-in',
  // The customer's own tax data and invoices: another's are 404 (tests/integration/invoicing.test.ts).
  'GET /api/me/invoicing-profiles': 'signed-in',
  'POST /api/me/invoicing-profiles': 'signed-in',
  'PATCH /api/me/invoicing-profiles/{id}': 'signed-in',
  'DELETE /api/me/invoicing-profiles/{id}': 'signed-in',
  'GET /api/me/invoices': 'signed-in',
  'GET /api/orders/{id}/invoice': 'signed-in',
  'POST /api/orders/{id}/invoice': 'signed-in',
  // Its accountants may too, its dispatchers not (tests/integration/invoicing.test.ts).
  'GET /api/shops/{slug}/invoices': 'shop-admin',
  'POST /api/shops/{slug}/invoices/{invoiceId}/issue': 'shop-admin',
  // The recipient's own alerts only (tests/integration/alerts.test.ts).
  'GET /api/me/alerts/count': 'signed-in',
  'GET /api/me/alerts': 'signed-in',
  'PATCH /api/me/alerts/{id}': 'signed-in',
  // The owner's own wallet only (tests/integration/wallet.test.ts).
  'GET /api/me/wallets/{wallet_type_id}': 'signed-in',
  'POST /api/me/wallets/{wallet_type_id}/cashouts': 'signed-in',
  'GET /api/admin/cashouts': 'platform-staff',
  'POST /api/admin/cashouts/{cashout_id}/pay': 'platform-staff',
  'POST /api/admin/cashouts/{cashout_id}/reject': 'platform-staff',
  // The owner's own campaigns only: another user's are 404 (tests/integration/campaigns-api).
  'GET /api/me/campaigns': 'signed-in',
  'POST /api/me/campaigns': 'signed-in',
  'GET /api/me/campaigns/{id}': 'signed-in',
  'PATCH /api/me/campaigns/{id}': 'signed-in',
  'DELETE /api/me/campaigns/{id}': 'signed-in',
  'GET /api/me/campaigns/{id}/channels': 'signed-in',
  'POST /api/me/campaigns/{id}/channels': 'signed-in',
  'PATCH /api/me/channels/{id}': 'signed-in',
  'DELETE /api/me/channels/{id}': 'signed-in',
  'GET /api/me/referred': 'signed-in',
  'GET /api/suppliers/{id}/orders/{order}': 'signed-in',
  'POST /api/suppliers/{id}/orders/{order}/receipts': 'signed-in',
  'GET /api/orders/{id}/receipt': 'signed-in',
  // The supplier's owner only: 404 for anyone without a role on it, 403 for its staff
  // (tests/integration/supplier-staff).
  'GET /api/suppliers/{id}/members': 'signed-in',
  'POST /api/suppliers/{id}/members': 'signed-in',
  'DELETE /api/suppliers/{id}/members/{user_id}': 'signed-in',
  'GET /api/suppliers/{id}/instalments': 'signed-in',
  'PUT /api/suppliers/{id}/instalments': 'signed-in',
  // The supplier's owner and admins: 404 for anyone without a role on it, 403 for other staff
  // (tests/integration/supplier-products-api).
  'GET /api/suppliers/{id}/products': 'signed-in',
  'POST /api/suppliers/{id}/products': 'signed-in',
  'GET /api/suppliers/{id}/products/{product}': 'signed-in',
  'PUT /api/suppliers/{id}/products/{product}': 'signed-in',
  'PATCH /api/suppliers/{id}/products/{product}/visibility': 'signed-in',
  'DELETE /api/suppliers/{id}/products/{product}': 'signed-in',
  'PATCH /api/suppliers/{id}/products/visibility': 'signed-in',
  'PATCH /api/suppliers/{id}/products/{product}/stock': 'signed-in',
  'GET /api/suppliers/{id}/inventory-report': 'signed-in',
  'GET /api/suppliers/{id}/inventory-report.csv': 'signed-in',
  // Bulk uploads: the supplier's owner and admins, as for its items
  // (tests/integration/product-uploads-api); the template is public.
  'POST /api/suppliers/{id}/product-uploads': 'signed-in',
  'GET /api/suppliers/{id}/product-uploads': 'signed-in',
  'GET /api/suppliers/{id}/product-uploads/{upload}': 'signed-in',
  'GET /api/product-uploads/template.csv': 'public',
  // Digital items' stored files: the supplier's owner and admins upload; the download's signed
  // link is the authority, no session is read (tests/integration/digital-files).
  'POST /api/suppliers/{id}/digital-files': 'signed-in',
  'GET /api/orders/{id}/lines/{line}/file': 'public',
  'GET /api/packages/{id}': 'public',
  'PUT /api/me/packages/{id}': 'signed-in',
  // Stripe calls it; its signature is the authority (tests/integration/stripe-payments).
  'POST /api/payments/stripe/webhook': 'public',
  // PayPal calls it; PayPal's own verification is the authority (tests/integration/paypal-webhooks).
  'POST /api/payments/webhooks/paypal': 'public',
  // AfterShip calls it; its HMAC signature is the authority (tests/integration/carrier-events).
  'POST /api/shipping/webhooks/aftership': 'public',
  'GET /api/dev/outbox': 'development',
} as const satisfies Record<
  string,
  'public' | 'signed-in' | 'shop-admin' | 'shop-staff' | 'development' | 'platform-staff'
>;

type Operation = keyof typeof ROUTE_ACCESS;

/** A call that passes validation, so only authorization decides the answer. */
const VALID_CALL: Partial<
  Record<Operation, { path: string; body?: unknown; headers?: Record<string, string> }>
> = {
  'GET /api/auth/me': { path: '/api/auth/me' },
  'POST /api/auth/password/change': {
    path: '/api/auth/password/change',
    body: { current_password: 'Secreta-123', password: 'Otra-clave-456' },
  },
  'POST /api/stores/affiliate': {
    path: '/api/stores/affiliate',
    body: { slug: 'nueva-tienda', name: 'Nueva' },
  },
  'GET /api/stores/affiliate': { path: '/api/stores/affiliate' },
  // Anonymous uploads are refused before the multipart body is read (tests/integration/api-gallery).
  'POST /api/gallery': { path: '/api/gallery' },
  'DELETE /api/gallery/{id}': { path: '/api/gallery/img_unknown' },
  'GET /api/me/profile': { path: '/api/me/profile' },
  'PUT /api/me/profile': { path: '/api/me/profile', body: { full_name: 'Ana' } },
  'GET /api/shops/{slug}/contact-messages': { path: '/api/shops/tienda-a/contact-messages' },
  'PATCH /api/shops/{slug}': {
    path: '/api/shops/tienda-a',
    body: { name: 'Otra', color1: '#000000' },
  },
  'POST /api/shops/{slug}/catalogues': {
    path: '/api/shops/tienda-a/catalogues',
    body: { name: 'Nuevo' },
  },
  'PATCH /api/shops/{slug}/catalogues/{catalogue}': {
    path: '/api/shops/tienda-a/catalogues/ctl_unknown',
    body: { name: 'Otro' },
  },
  'DELETE /api/shops/{slug}/catalogues/{catalogue}': {
    path: '/api/shops/tienda-a/catalogues/ctl_unknown',
  },
  'POST /api/shops/{slug}/catalogues/{catalogue}/move': {
    path: '/api/shops/tienda-a/catalogues/ctl_unknown/move',
    body: { position: 0 },
  },
  'POST /api/shops/{slug}/catalogues/{catalogue}/products/clone': {
    path: '/api/shops/tienda-a/catalogues/ctl_unknown/products/clone',
    body: {},
  },
  'POST /api/shops/{slug}/catalogues/{catalogue}/products/add_filtered': {
    path: '/api/shops/tienda-a/catalogues/ctl_unknown/products/add_filtered',
    body: { type: 'product' },
  },
  'POST /api/shops/{slug}/catalogues/{catalogue}/products/move': {
    path: '/api/shops/tienda-a/catalogues/ctl_unknown/products/move',
    body: { to: 'ctl_other', product_ids: ['prd_unknown'] },
  },
  'POST /api/shops/{slug}/catalogues/fork': {
    path: '/api/shops/tienda-a/catalogues/fork',
    body: { origin_id: 'ctl_unknown' },
  },
  'PUT /api/shops/{slug}/listings/{product}': {
    path: '/api/shops/tienda-a/listings/prd_unknown',
    body: {},
  },
  'DELETE /api/shops/{slug}/listings/{product}': {
    path: '/api/shops/tienda-a/listings/prd_unknown',
  },
  'POST /api/shops/{slug}/listings/{product}/position': {
    path: '/api/shops/tienda-a/listings/prd_unknown/position',
    body: { queue_position: 0 },
  },
  'GET /api/shops/{slug}/resale/products': { path: '/api/shops/tienda-a/resale/products' },
  'GET /api/shops/{slug}/resale/suggestions': {
    path: '/api/shops/tienda-a/resale/suggestions?text=taza',
  },
  'GET /api/shops/{slug}/resale/suppliers': { path: '/api/shops/tienda-a/resale/suppliers' },
  'GET /api/shops/{slug}/resale/categories': { path: '/api/shops/tienda-a/resale/categories' },
  'POST /api/shops/{slug}/resale/in-store': {
    path: '/api/shops/tienda-a/resale/in-store',
    body: { ids: ['prd_unknown'] },
  },
  'GET /api/shops/{slug}/resale/commission-rate': {
    path: '/api/shops/tienda-a/resale/commission-rate',
  },
  'POST /api/shops/{slug}/resale/bulk-add': {
    path: '/api/shops/tienda-a/resale/bulk-add',
    body: { type: 'product' },
  },
  'GET /api/franchises': { path: '/api/franchises' },
  'GET /api/network/businesses': { path: '/api/network/businesses?text=tienda&type=shop' },
  'GET /api/network/products': { path: '/api/network/products?type=product' },
  'GET /api/shops/{slug}/franchises': { path: '/api/shops/tienda-a/franchises' },
  'POST /api/shops/{slug}/franchises/in-store': {
    path: '/api/shops/tienda-a/franchises/in-store',
    body: { ids: ['shp_unknown'] },
  },
  'PUT /api/shops/{slug}/franchises/{franchiseId}': {
    path: '/api/shops/tienda-a/franchises/shp_unknown',
  },
  'DELETE /api/shops/{slug}/franchises/{franchiseId}': {
    path: '/api/shops/tienda-a/franchises/shp_unknown',
  },
  'GET /api/shops/{slug}/blogs': { path: '/api/shops/tienda-a/blogs' },
  'GET /api/shops/{slug}/blogs/{entry}': { path: '/api/shops/tienda-a/blogs/sin-entrada' },
  'POST /api/shops/{slug}/blogs': {
    path: '/api/shops/tienda-a/blogs',
    body: { title: 'Hola', body_html: '<p>Hola</p>' },
  },
  'PATCH /api/shops/{slug}/blogs/{entry}': {
    path: '/api/shops/tienda-a/blogs/blg_unknown',
    body: { published: true },
  },
  'DELETE /api/shops/{slug}/blogs/{entry}': { path: '/api/shops/tienda-a/blogs/blg_unknown' },
  'PUT /api/shops/{slug}/catalogues/{catalogue}/products/{product}': {
    path: '/api/shops/tienda-a/catalogues/ctl_unknown/products/prd_unknown',
    body: {},
  },
  'DELETE /api/shops/{slug}/catalogues/{catalogue}/products/{product}': {
    path: '/api/shops/tienda-a/catalogues/ctl_unknown/products/prd_unknown',
  },
  'POST /api/shops/{slug}/catalogues/{catalogue}/products/{product}/position': {
    path: '/api/shops/tienda-a/catalogues/ctl_unknown/products/prd_unknown/position',
    body: { queue_position: 0 },
  },
  'GET /api/shops/{slug}/headers': { path: '/api/shops/tienda-a/headers' },
  'POST /api/shops/{slug}/headers': {
    path: '/api/shops/tienda-a/headers',
    body: { title: 'Nuevo' },
  },
  'PATCH /api/shops/{slug}/headers/{id}': {
    path: '/api/shops/tienda-a/headers/hdr_unknown',
    body: { title: 'Otro' },
  },
  'DELETE /api/shops/{slug}/headers/{id}': { path: '/api/shops/tienda-a/headers/hdr_unknown' },
  'PUT /api/shops/{slug}/social-links': {
    path: '/api/shops/tienda-a/social-links',
    body: { instagram: 'otra' },
  },
  'GET /api/shops/{slug}/banners': { path: '/api/shops/tienda-a/banners' },
  'POST /api/shops/{slug}/banners': {
    path: '/api/shops/tienda-a/banners',
    body: { hzt_image_id: 'img_unknown', vrt_image_id: 'img_unknown' },
  },
  'PATCH /api/shops/{slug}/banners/{banner}': {
    path: '/api/shops/tienda-a/banners/ban_unknown',
    body: { target: 'all' },
  },
  'DELETE /api/shops/{slug}/banners/{banner}': { path: '/api/shops/tienda-a/banners/ban_unknown' },
  'GET /api/me/collaborations': { path: '/api/me/collaborations' },
  'GET /api/me/promoted': { path: '/api/me/promoted' },
  'PUT /api/me/follows/{userId}': { path: '/api/me/follows/usr_unknown' },
  'DELETE /api/me/follows/{userId}': { path: '/api/me/follows/usr_unknown' },
  'GET /api/shops/{slug}/collaborators': { path: '/api/shops/tienda-a/collaborators' },
  'GET /api/shops/{slug}/collaborators/profiles': {
    path: '/api/shops/tienda-a/collaborators/profiles',
  },
  'POST /api/shops/{slug}/collaborators': {
    path: '/api/shops/tienda-a/collaborators',
    body: { store: 'no-existe' },
  },
  'PATCH /api/shops/{slug}/collaborators/{id}': {
    path: '/api/shops/tienda-a/collaborators/col_unknown',
    body: { store: 'no-existe' },
  },
  'DELETE /api/shops/{slug}/collaborators/{id}': {
    path: '/api/shops/tienda-a/collaborators/col_unknown',
  },
  'PUT /api/shops/{slug}/collaborators/{id}/refresh': {
    path: '/api/shops/tienda-a/collaborators/col_unknown/refresh',
  },
  'GET /api/me/advisor': { path: '/api/me/advisor' },
  'GET /api/me/resale-earnings': { path: '/api/me/resale-earnings?ids=prd_unknown' },
  'POST /api/me/heartbeat': { path: '/api/me/heartbeat' },
  'PATCH /api/me/tour': { path: '/api/me/tour', body: { show_tour: false } },
  'GET /api/shops/{slug}/cart': { path: '/api/shops/tienda-a/cart' },
  'POST /api/shops/{slug}/cart/items': {
    path: '/api/shops/tienda-a/cart/items',
    body: { product_id: 'prd_unknown', quantity: 1 },
  },
  'PATCH /api/shops/{slug}/cart/items': {
    path: '/api/shops/tienda-a/cart/items',
    body: { product_id: 'prd_unknown', quantity: 2 },
  },
  'DELETE /api/shops/{slug}/cart/items': {
    path: '/api/shops/tienda-a/cart/items?product_id=prd_unknown',
  },
  'POST /api/shops/{slug}/cart/bulk': {
    path: '/api/shops/tienda-a/cart/bulk',
    body: { items: [{ product_id: 'prd_unknown', quantity: 1 }] },
  },
  'GET /api/shops/{slug}/cart/count': { path: '/api/shops/tienda-a/cart/count' },
  'POST /api/shops/{slug}/checkouts': {
    path: '/api/shops/tienda-a/checkouts',
    body: { supplier_id: 'sup_unknown', currency: 'MXN' },
  },
  'GET /api/shops/{slug}/checkouts/{id}': { path: '/api/shops/tienda-a/checkouts/chk_unknown' },
  'PATCH /api/shops/{slug}/checkouts/{id}': {
    path: '/api/shops/tienda-a/checkouts/chk_unknown',
    body: { payment_type: 'bank_transfer' },
  },
  'POST /api/shops/{slug}/checkouts/{id}/share': {
    path: '/api/shops/tienda-a/checkouts/chk_unknown/share',
  },
  'GET /api/me/addresses': { path: '/api/me/addresses' },
  'POST /api/me/addresses': {
    path: '/api/me/addresses',
    body: {
      name: 'Ana',
      phone: '5512345678',
      street_address: 'Reforma',
      street_number: '1',
      locality: 'CDMX',
      administrative_area_level_1: 'Ciudad de México',
      postal_code: '06600',
    },
  },
  'POST /api/orders': {
    path: '/api/orders',
    body: { checkout_id: 'chk_unknown' },
    headers: { 'idempotency-key': 'authorization-test' },
  },
  'GET /api/orders': { path: '/api/orders' },
  'GET /api/orders/{id}': { path: '/api/orders/ord_unknown' },
  'POST /api/orders/{id}/next': { path: '/api/orders/ord_unknown/next' },
  'POST /api/orders/{id}/cancel': {
    path: '/api/orders/ord_unknown/cancel',
    body: { reason: 'requested_by_client' },
  },
  'POST /api/orders/{id}/restart-payment': { path: '/api/orders/ord_unknown/restart-payment' },
  'POST /api/orders/{id}/returns': {
    path: '/api/orders/ord_unknown/returns',
    body: { reason: 'damaged' },
  },
  'GET /api/orders/{id}/returns': { path: '/api/orders/ord_unknown/returns' },
  'POST /api/orders/{id}/returns/{returnId}/decision': {
    path: '/api/orders/ord_unknown/returns/ret_unknown/decision',
    body: { decision: 'accepted' },
  },
  'GET /api/orders/{id}/attendants': { path: '/api/orders/ord_unknown/attendants' },
  'GET /api/orders/{id}/attendants/pdf': { path: '/api/orders/ord_unknown/attendants/pdf' },
  'GET /api/orders/{id}/attendants/zip': { path: '/api/orders/ord_unknown/attendants/zip' },
  'GET /api/orders/{id}/attendants/{aid}': {
    path: '/api/orders/ord_unknown/attendants/tkt_unknown',
  },
  'PATCH /api/orders/{id}/attendants/{aid}': {
    path: '/api/orders/ord_unknown/attendants/tkt_unknown',
    body: { attendant_name: 'Ana' },
  },
  'GET /api/orders/{id}/attendants/{aid}/pdf': {
    path: '/api/orders/ord_unknown/attendants/tkt_unknown/pdf',
  },
  'PUT /api/orders/{id}/reviews': {
    path: '/api/orders/ord_unknown/reviews',
    body: { product_id: 'prd_unknown', rating: 5, title: 'Muy bueno' },
  },
  'GET /api/orders/{id}/reviews': { path: '/api/orders/ord_unknown/reviews' },
  'GET /api/shops/{slug}/products/{id}/reviews': {
    path: '/api/shops/tienda-a/products/prd_unknown/reviews',
  },
  'PUT /api/suppliers/{id}/reviews/{review}/reply': {
    path: '/api/suppliers/sup_unknown/reviews/rev_unknown/reply',
    body: { reply: 'Gracias' },
  },
  'GET /api/suppliers/{id}/reviews': { path: '/api/suppliers/sup_unknown/reviews' },
  'POST /api/orders/{id}/refunds': {
    path: '/api/orders/ord_unknown/refunds',
    body: { amount: 100 },
    headers: { 'idempotency-key': 'refund-authorization' },
  },
  'GET /api/orders/{id}/refunds': { path: '/api/orders/ord_unknown/refunds' },
  'PUT /api/orders/{id}/shipment': {
    path: '/api/orders/ord_unknown/shipment',
    body: { carrier: 'Estafeta', tracking_number: 'ABC123', estimated_delivery_date: '2026-12-01' },
  },
  'GET /api/suppliers/{id}/orders': { path: '/api/suppliers/sup_unknown/orders' },
  'GET /api/shops/{slug}/orders': { path: '/api/shops/tienda-a/orders' },
  'GET /api/shops/{slug}/returns': { path: '/api/shops/tienda-a/returns' },
  'GET /api/me/invoicing-profiles': { path: '/api/me/invoicing-profiles' },
  'POST /api/me/invoicing-profiles': {
    path: '/api/me/invoicing-profiles',
    body: {
      rfc: 'XAXX010101000',
      legal_name: 'Público en general',
      tax_regime: '616',
      cfdi_use: 'S01',
      postal_code: '06600',
    },
  },
  'PATCH /api/me/invoicing-profiles/{id}': {
    path: '/api/me/invoicing-profiles/ifp_unknown',
    body: {
      rfc: 'XAXX010101000',
      legal_name: 'Público en general',
      tax_regime: '616',
      cfdi_use: 'S01',
      postal_code: '06600',
    },
  },
  'DELETE /api/me/invoicing-profiles/{id}': { path: '/api/me/invoicing-profiles/ifp_unknown' },
  'GET /api/me/invoices': { path: '/api/me/invoices' },
  'GET /api/orders/{id}/invoice': { path: '/api/orders/ord_unknown/invoice' },
  'POST /api/orders/{id}/invoice': {
    path: '/api/orders/ord_unknown/invoice',
    body: { profile_id: 'ifp_unknown' },
  },
  'GET /api/shops/{slug}/invoices': { path: '/api/shops/tienda-a/invoices' },
  'POST /api/shops/{slug}/invoices/{invoiceId}/issue': {
    path: '/api/shops/tienda-a/invoices/inv_unknown/issue',
  },
  'POST /api/shops/{slug}/tickets/read': {
    path: '/api/shops/tienda-a/tickets/read',
    body: { code: 'TK1-ABCDEFGHIJKLMNOPQRSTUVWXYZ234567' },
  },
  'POST /api/shops/{slug}/tickets/use': {
    path: '/api/shops/tienda-a/tickets/use',
    body: { code: 'TK1-ABCDEFGHIJKLMNOPQRSTUVWXYZ234567' },
  },
  'POST /api/suppliers/{id}/tickets/read': {
    path: '/api/suppliers/sup_unknown/tickets/read',
    body: { code: 'TK1-ABCDEFGHIJKLMNOPQRSTUVWXYZ234567' },
  },
  'POST /api/suppliers/{id}/tickets/use': {
    path: '/api/suppliers/sup_unknown/tickets/use',
    body: { code: 'TK1-ABCDEFGHIJKLMNOPQRSTUVWXYZ234567' },
  },
  'GET /api/shops/{slug}/orders/{order}': { path: '/api/shops/tienda-a/orders/ord_unknown' },
  'GET /api/shops/{slug}/reports/orders': { path: '/api/shops/tienda-a/reports/orders?range=7d' },
  'GET /api/shops/{slug}/menu/{name}': { path: '/api/shops/tienda-a/menu/apps' },
  'GET /api/me/suppliers': { path: '/api/me/suppliers' },
  'GET /api/me/alerts/count': { path: '/api/me/alerts/count' },
  'GET /api/me/alerts': { path: '/api/me/alerts' },
  'PATCH /api/me/alerts/{id}': { path: '/api/me/alerts/alr_unknown', body: { visited: true } },
  'GET /api/me/wallets/{wallet_type_id}': { path: '/api/me/wallets/commissions' },
  'POST /api/me/wallets/{wallet_type_id}/cashouts': {
    path: '/api/me/wallets/commissions/cashouts',
    body: { amount: 100, currency: 'MXN' },
    headers: { 'idempotency-key': 'cashout-authorization' },
  },
  'GET /api/admin/cashouts': { path: '/api/admin/cashouts' },
  'POST /api/admin/cashouts/{cashout_id}/pay': {
    path: '/api/admin/cashouts/cko_unknown/pay',
    body: { payment_reference: 'SPEI-1' },
  },
  'POST /api/admin/cashouts/{cashout_id}/reject': {
    path: '/api/admin/cashouts/cko_unknown/reject',
    body: { reason: 'No' },
  },
  'GET /api/me/campaigns': { path: '/api/me/campaigns' },
  'POST /api/me/campaigns': { path: '/api/me/campaigns', body: { name: 'Campaña', url: '/' } },
  'GET /api/me/campaigns/{id}': { path: '/api/me/campaigns/cmp_unknown' },
  'PATCH /api/me/campaigns/{id}': { path: '/api/me/campaigns/cmp_unknown', body: { name: 'X' } },
  'DELETE /api/me/campaigns/{id}': { path: '/api/me/campaigns/cmp_unknown' },
  'GET /api/me/campaigns/{id}/channels': { path: '/api/me/campaigns/cmp_unknown/channels' },
  'POST /api/me/campaigns/{id}/channels': {
    path: '/api/me/campaigns/cmp_unknown/channels',
    body: { name: 'Facebook' },
  },
  'PATCH /api/me/channels/{id}': { path: '/api/me/channels/chn_unknown', body: { name: 'X' } },
  'DELETE /api/me/channels/{id}': { path: '/api/me/channels/chn_unknown' },
  'GET /api/me/referred': { path: '/api/me/referred' },
  'GET /api/suppliers/{id}/orders/{order}': {
    path: '/api/suppliers/sup_unknown/orders/ord_unknown',
  },
  'POST /api/suppliers/{id}/orders/{order}/receipts': {
    path: '/api/suppliers/sup_unknown/orders/ord_unknown/receipts',
  },
  'GET /api/orders/{id}/receipt': { path: '/api/orders/ord_unknown/receipt' },
  'GET /api/suppliers/{id}/members': { path: '/api/suppliers/sup_unknown/members' },
  'POST /api/suppliers/{id}/members': {
    path: '/api/suppliers/sup_unknown/members',
    body: { email: 'nueva@example.mx', role: 'dispatcher' },
  },
  'DELETE /api/suppliers/{id}/members/{user_id}': {
    path: '/api/suppliers/sup_unknown/members/usr_unknown',
  },
  'GET /api/suppliers/{id}/instalments': { path: '/api/suppliers/sup_unknown/instalments' },
  'PUT /api/suppliers/{id}/instalments': {
    path: '/api/suppliers/sup_unknown/instalments',
    body: { instalment_months: [3, 6], instalment_min_amount: 30_000 },
  },
  'GET /api/suppliers/{id}/products': { path: '/api/suppliers/sup_unknown/products' },
  'POST /api/suppliers/{id}/products': {
    path: '/api/suppliers/sup_unknown/products',
    body: { type: 'product', name: 'Taza', list_price: 15_000 },
  },
  'GET /api/suppliers/{id}/products/{product}': {
    path: '/api/suppliers/sup_unknown/products/prd_unknown',
  },
  'PUT /api/suppliers/{id}/products/{product}': {
    path: '/api/suppliers/sup_unknown/products/prd_unknown',
    body: { type: 'product', name: 'Taza', list_price: 15_000 },
  },
  'PATCH /api/suppliers/{id}/products/{product}/visibility': {
    path: '/api/suppliers/sup_unknown/products/prd_unknown/visibility',
    body: { hiden: true },
  },
  'DELETE /api/suppliers/{id}/products/{product}': {
    path: '/api/suppliers/sup_unknown/products/prd_unknown',
  },
  'PATCH /api/suppliers/{id}/products/visibility': {
    path: '/api/suppliers/sup_unknown/products/visibility',
    body: { products: ['prd_unknown'], hiden: true },
  },
  'PATCH /api/suppliers/{id}/products/{product}/stock': {
    path: '/api/suppliers/sup_unknown/products/prd_unknown/stock',
    body: { available: 3 },
  },
  'GET /api/suppliers/{id}/inventory-report': {
    path: '/api/suppliers/sup_unknown/inventory-report',
  },
  'GET /api/suppliers/{id}/inventory-report.csv': {
    path: '/api/suppliers/sup_unknown/inventory-report.csv',
  },
  // Anonymous uploads are refused before the multipart body is read.
  'POST /api/suppliers/{id}/product-uploads': {
    path: '/api/suppliers/sup_unknown/product-uploads',
  },
  'GET /api/suppliers/{id}/product-uploads': { path: '/api/suppliers/sup_unknown/product-uploads' },
  'GET /api/suppliers/{id}/product-uploads/{upload}': {
    path: '/api/suppliers/sup_unknown/product-uploads/upl_unknown',
  },
  // Anonymous uploads are refused before the multipart body is read.
  'POST /api/suppliers/{id}/digital-files': { path: '/api/suppliers/sup_unknown/digital-files' },
  'PUT /api/orders/broker/{id}': {
    path: '/api/orders/broker/ord_unknown',
    body: { return_path: '/ok', cancel_path: '/ko' },
  },
  'GET /api/payments/{token}': { path: '/api/payments/tok_unknown' },
  'POST /api/payments/{token}/order/{provider}': {
    path: '/api/payments/tok_unknown/order/paypal',
    body: { return_path: '/ok', cancel_path: '/ko' },
  },
  'POST /api/payments/{token}/order/{provider}/capture': {
    path: '/api/payments/tok_unknown/order/paypal/capture',
  },
  'GET /api/payments/{token}/order/{provider}/return': {
    path: '/api/payments/tok_unknown/order/paypal/return?next=%2Fok',
  },
  'POST /api/payments/{token}/order/card': {
    path: '/api/payments/tok_unknown/order/card',
    body: { source_id: 'pm_card_visa' },
  },
  'POST /api/payments/{token}/order/card/instalments': {
    path: '/api/payments/tok_unknown/order/card/instalments',
    body: { source_id: 'pm_card_mx' },
  },
  'GET /api/payments/{token}/order/card/return': {
    path: '/api/payments/tok_unknown/order/card/return?next=%2Fok',
  },
  'POST /api/payments/{token}/order/instructions': {
    path: '/api/payments/tok_unknown/order/instructions',
  },
  'PUT /api/me/packages/{id}': { path: '/api/me/packages/tienda_en_linea' },
};

describe.each(kinds)('authorization of every API route on %s', (kind) => {
  let database: TestDatabase;
  let api: ReturnType<typeof createApiApp>;
  const cookies = {} as Record<
    'ownerA' | 'adminA' | 'dispatcherA' | 'customer' | 'ownerB' | 'expired',
    string
  >;

  const call = (operation: Operation, cookie?: string, path?: string) => {
    const [method] = operation.split(' ') as [string];
    const valid = VALID_CALL[operation]!;
    return api.request(path ?? valid.path, {
      method,
      headers: {
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
        ...(valid.body ? { 'content-type': 'application/json' } : {}),
        ...valid.headers,
      },
      ...(valid.body ? { body: JSON.stringify(valid.body) } : {}),
    });
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    api = createApiApp({ database: async () => database });
    const { db } = database;
    const [ownerA, adminA, dispatcherA, customer, ownerB] = await Promise.all(
      [2, 1, 0, 0, 2].map((level) => createUser(db, { level: level as 0 | 1 | 2 })),
    );
    const shopA = await createShop(db, { slug: 'tienda-a', ownerId: ownerA!.id });
    const shopB = await createShop(db, { slug: 'tienda-b', ownerId: ownerB!.id });
    await db.insert(shopMembers).values([
      { shopId: shopA.id, userId: adminA!.id, role: 'admin' },
      { shopId: shopA.id, userId: dispatcherA!.id, role: 'dispatcher' },
    ]);
    await db.insert(contactMessages).values(
      [shopA, shopB].map((shop, i) => ({
        id: `msg_${i}`,
        shopId: shop.id,
        kind: 'contact' as const,
        name: 'Ana',
        email: 'ana@example.mx',
        message: `Hola ${shop.slug}`,
        senderKey: 'k',
      })),
    );
    Object.assign(cookies, {
      ownerA: await createSessionCookie(db, ownerA!.id),
      adminA: await createSessionCookie(db, adminA!.id),
      dispatcherA: await createSessionCookie(db, dispatcherA!.id),
      customer: await createSessionCookie(db, customer!.id),
      ownerB: await createSessionCookie(db, ownerB!.id),
      expired: await createSessionCookie(db, ownerA!.id, { expired: true }),
    });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it('classifies every operation the API publishes', async () => {
    const doc = await (await api.request('/api/openapi.json')).json();
    const published = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(published.sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it('publishes the session cookie as required exactly on the signed-in and shop-admin operations', async () => {
    const doc = await (await api.request('/api/openapi.json')).json();
    for (const operation of Object.keys(ROUTE_ACCESS) as Operation[]) {
      const [method, path] = operation.split(' ') as [string, string];
      const security = doc.paths[path][method.toLowerCase()].security as Record<string, string[]>[];
      if (
        ['signed-in', 'shop-admin', 'shop-staff', 'platform-staff'].includes(
          ROUTE_ACCESS[operation],
        )
      ) {
        expect(security, operation).toEqual([{ session: [] }]);
      } else {
        // No requirement, or an empty one among the alternatives: a session is optional.
        const anonymousAllowed =
          security.length === 0 || security.some((r) => Object.keys(r).length === 0);
        expect(anonymousAllowed, operation).toBe(true);
      }
    }
  });

  it('refuses anonymous and expired sessions on every signed-in and shop-admin route with 401', async () => {
    const guarded = (Object.keys(ROUTE_ACCESS) as Operation[]).filter((op) =>
      ['signed-in', 'shop-admin', 'shop-staff', 'platform-staff'].includes(ROUTE_ACCESS[op]),
    );
    for (const operation of guarded) {
      for (const cookie of [undefined, cookies.expired]) {
        const res = await call(operation, cookie);
        expect(res.status, operation).toBe(401);
        expect(await res.json(), operation).toEqual({
          code: 'unauthorized',
          message: 'Inicia sesión para continuar.',
        });
      }
    }
  });

  it("lets only the owner and admin members of a shop read its contact messages, and only that shop's", async () => {
    const operation = 'GET /api/shops/{slug}/contact-messages';
    for (const who of ['ownerA', 'adminA'] as const) {
      const res = await call(operation, cookies[who]);
      expect(res.status, who).toBe(200);
      const page = await res.json();
      expect(
        page.results.map((m: { message: string }) => m.message),
        who,
      ).toEqual(['Hola tienda-a']);
    }
    for (const who of ['dispatcherA', 'customer', 'ownerB'] as const) {
      const res = await call(operation, cookies[who]);
      expect(res.status, who).toBe(403);
      expect(await res.json(), who).toEqual({
        code: 'forbidden',
        message: 'No tienes permiso para hacer esto.',
      });
    }
    const ownShop = await call(operation, cookies.ownerB, '/api/shops/tienda-b/contact-messages');
    expect((await ownShop.json()).results.map((m: { message: string }) => m.message)).toEqual([
      'Hola tienda-b',
    ]);
    const unknown = await call(operation, cookies.ownerA, '/api/shops/no-existe/contact-messages');
    expect(unknown.status).toBe(404);
  });

  it("refuses every shop-admin route to customers, other staff roles and other shops' admins with 403", async () => {
    const adminOnly = (Object.keys(ROUTE_ACCESS) as Operation[]).filter(
      (op) => ROUTE_ACCESS[op] === 'shop-admin',
    );
    for (const operation of adminOnly) {
      for (const who of ['dispatcherA', 'customer', 'ownerB'] as const) {
        const res = await call(operation, cookies[who]);
        expect(res.status, `${who} ${operation}`).toBe(403);
        expect((await res.json()).code, `${who} ${operation}`).toBe('forbidden');
      }
    }
  });

  it("lets a shop's staff, dispatchers included, call its shop-staff routes, and refuses customers and other shops' admins with 403", async () => {
    const staffOnly = (Object.keys(ROUTE_ACCESS) as Operation[]).filter(
      (op) => ROUTE_ACCESS[op] === 'shop-staff',
    );
    for (const operation of staffOnly) {
      for (const who of ['customer', 'ownerB'] as const) {
        const res = await call(operation, cookies[who]);
        expect(res.status, `${who} ${operation}`).toBe(403);
        expect((await res.json()).code, `${who} ${operation}`).toBe('forbidden');
      }
      for (const who of ['ownerA', 'adminA', 'dispatcherA'] as const) {
        const res = await call(operation, cookies[who]);
        expect(res.status, `${who} ${operation}`).not.toBe(403);
        expect(res.status, `${who} ${operation}`).toBeLessThan(500);
      }
    }
  });

  it('refuses every platform-staff route to everybody below level 3, shop owners and admins included, with 403', async () => {
    const staffOnly = (Object.keys(ROUTE_ACCESS) as Operation[]).filter(
      (op) => ROUTE_ACCESS[op] === 'platform-staff',
    );
    for (const operation of staffOnly) {
      for (const who of ['ownerA', 'adminA', 'dispatcherA', 'customer', 'ownerB'] as const) {
        const res = await call(operation, cookies[who]);
        expect(res.status, `${who} ${operation}`).toBe(403);
        expect((await res.json()).code, `${who} ${operation}`).toBe('forbidden');
      }
    }
  });

  it('answers signed-in routes for any signed-in user, whatever their shops', async () => {
    for (const who of ['customer', 'ownerB'] as const) {
      const me = await call('GET /api/auth/me', cookies[who]);
      expect(me.status, who).toBe(200);
    }
    const store = await call('GET /api/stores/affiliate', cookies.customer);
    expect(store.status).toBe(404);
    expect((await store.json()).code).toBe('store_not_found');
  });
});
