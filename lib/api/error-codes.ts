import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';

/** Any message of the catalogue by its full dotted key (`errors.not_found`). */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/**
 * The one table of the API's error codes, part of the contract: each code's HTTP status and the
 * message it answers with (a key of the messages catalogue, looked up in the request's language
 * by lib/server/errors.ts). Codes are the spec's (`invalid_product`, `updating_position_error`,
 * …) plus the platform's own. The texts stay in their feature's namespace, where the pages read
 * them too. Isomorphic: a page may word a code it was sent back with (`isErrorCode`).
 */
export const ERRORS = {
  // Requests the API cannot take.
  validation_error: { status: 422, message: 'errors.validation_error' },
  bad_request: { status: 400, message: 'errors.bad_request' },
  unauthorized: { status: 401, message: 'errors.unauthorized' },
  forbidden: { status: 403, message: 'errors.forbidden' },
  method_not_allowed: { status: 405, message: 'errors.method_not_allowed' },
  /** A body over the API's cap (`max_mb`; uploads have their own, `image_too_large`). */
  payload_too_large: { status: 413, message: 'errors.payload_too_large' },
  internal_error: { status: 500, message: 'errors.internal_error' },

  // Nothing there (or nothing the caller may see).
  not_found: { status: 404, message: 'errors.not_found' },
  shop_not_found: { status: 404, message: 'errors.shop_not_found' },
  product_not_found: { status: 404, message: 'errors.product_not_found' },
  catalogue_not_found: { status: 404, message: 'errors.catalogue_not_found' },
  banner_not_found: { status: 404, message: 'errors.banner_not_found' },
  header_not_found: { status: 404, message: 'errors.header_not_found' },
  checkout_not_found: { status: 404, message: 'errors.checkout_not_found' },
  shared_checkout_not_found: { status: 404, message: 'errors.shared_checkout_not_found' },
  order_not_found: { status: 404, message: 'errors.order_not_found' },
  supplier_not_found: { status: 404, message: 'errors.supplier_not_found' },
  address_not_found: { status: 404, message: 'errors.address_not_found' },
  package_not_found: { status: 404, message: 'errors.package_not_found' },
  receipt_not_found: { status: 404, message: 'errors.receipt_not_found' },
  /** No account has the e-mail given for a supplier's new member. */
  user_not_found: { status: 404, message: 'errors.user_not_found' },
  member_not_found: { status: 404, message: 'errors.member_not_found' },
  alert_not_found: { status: 404, message: 'alerts.errors.alert_not_found' },
  image_not_found: { status: 404, message: 'gallery.errors.image_not_found' },
  /** Not a published franchise or affinity store, or not one the shop lists. */
  franchise_not_found: { status: 404, message: 'franchises.errors.franchise_not_found' },
  /** No entry of the shop's blog by that slug or id (or an unpublished one, to visitors). */
  blog_entry_not_found: { status: 404, message: 'blogs.errors.blog_entry_not_found' },
  /** The signed-in user has no affiliate store (GET /api/stores/affiliate). */
  store_not_found: { status: 404, message: 'stores.errors.storeNotFound' },
  /** Nobody is assigned to the signed-in user (GET /api/me/network/advisor). */
  advisor_not_found: { status: 404, message: 'network.advisorNotFound' },
  /** The shop has no collaboration by that id (another shop's included). */
  collaborator_not_found: { status: 404, message: 'errors.collaborator_not_found' },

  // Shops, catalogues, banners.
  invalid_product: { status: 422, message: 'errors.invalid_product' },
  /** A blog entry without a title or a body (spec 01 §8 'Incomplete Request'). */
  incomplete_request: { status: 422, message: 'blogs.errors.incomplete_request' },
  /** A shop cannot list itself among its franchises. */
  invalid_franchise: { status: 422, message: 'franchises.errors.invalid_franchise' },
  /** A shop cannot collaborate with itself; the store already collaborates with it. */
  invalid_collaborator: { status: 422, message: 'errors.invalid_collaborator' },
  collaborator_exists: { status: 409, message: 'errors.collaborator_exists' },
  /** Following oneself (PUT /api/me/follows/{userId}). */
  invalid_follow: { status: 422, message: 'errors.invalid_follow' },
  updating_position_error: { status: 400, message: 'errors.updating_position_error' },
  product_catalogue_has_products: { status: 409, message: 'errors.product_catalogue_has_products' },
  proxy_shop_read_only: { status: 409, message: 'errors.proxy_shop_read_only' },
  banner_limit_reached: { status: 409, message: 'errors.banner_limit_reached' },
  /** Store creation (`suggestions` with free slugs). */
  slug_taken: { status: 409, message: 'stores.errors.slugTaken' },
  store_exists: { status: 409, message: 'stores.errors.storeExists' },
  /** Uploads (`max_mb`, `formats`; the message names them). */
  image_too_large: { status: 413, message: 'gallery.errors.image_too_large' },
  image_type_not_allowed: { status: 415, message: 'gallery.errors.image_type_not_allowed' },

  // Accounts (spec 02 §8; texts in `auth.errors`).
  existing_user: { status: 409, message: 'auth.errors.existing_user' },
  user_already_exists: { status: 409, message: 'auth.errors.user_already_exists' },
  invalid_pin: { status: 400, message: 'auth.errors.invalid_pin' },
  registration_not_found: { status: 404, message: 'auth.errors.registration_not_found' },
  invalid_credentials: { status: 401, message: 'auth.errors.invalid_credentials' },
  /** Login of an account still to activate (`registration`). */
  pin_required: { status: 409, message: 'auth.errors.pin_required' },
  incorrect_password: { status: 400, message: 'auth.errors.incorrect_password' },
  invalid_reset_code: { status: 400, message: 'auth.errors.invalid_reset_code' },
  /** Too many attempts (the `Retry-After` header says when to come back). */
  rate_limited: { status: 429, message: 'auth.errors.rate_limited' },
  csrf_rejected: { status: 403, message: 'auth.errors.csrf_rejected' },
  /** The login hand-off between the platform's hosts (lib/server/auth/handoff/). */
  invalid_handoff_host: { status: 400, message: 'auth.errors.invalid_handoff_host' },
  invalid_handoff_code: { status: 400, message: 'auth.errors.invalid_handoff_code' },
  /** A session for a shop's own domain waits for the person's yes (`domain`). */
  handoff_confirmation_required: {
    status: 409,
    message: 'auth.errors.handoff_confirmation_required',
  },
  email_client_failure: { status: 400, message: 'auth.errors.email_client_failure' },
  email_server_failure: { status: 502, message: 'auth.errors.email_server_failure' },
  not_eligible: { status: 400, message: 'auth.errors.not_eligible' },
  unknown: { status: 500, message: 'auth.errors.unknown' },

  // Cart and checkout: the order cannot go on as it is (`product_id`, `missing`, `available`, …).
  quantity_exceeded: { status: 409, message: 'cart.errors.quantity_exceeded' },
  max_purchase_exceeded: { status: 409, message: 'cart.errors.max_purchase_exceeded' },
  /** The same text in `cart.errors` and `checkout.errors`. */
  out_of_stock: { status: 409, message: 'checkout.errors.out_of_stock' },
  unavailable_for_sale: { status: 409, message: 'checkout.errors.unavailable_for_sale' },
  supplier_not_configured: { status: 409, message: 'checkout.errors.supplier_not_configured' },
  insufficient_stock: { status: 409, message: 'checkout.errors.insufficient_stock' },
  empty_order: { status: 409, message: 'checkout.errors.empty_order' },
  checkout_incomplete: { status: 409, message: 'checkout.errors.checkout_incomplete' },
  checkout_closed: { status: 409, message: 'checkout.errors.checkout_closed' },
  slug_public_was_alrready_generated: {
    status: 409,
    message: 'checkout.errors.slug_public_was_alrready_generated',
  },
  idempotency_key_reused: { status: 422, message: 'errors.idempotency_key_reused' },

  // Orders and their suppliers.
  order_state_changed: { status: 409, message: 'errors.order_state_changed' },
  order_not_advanceable: { status: 409, message: 'errors.order_not_advanceable' },
  order_not_cancellable: { status: 409, message: 'errors.order_not_cancellable' },
  /** Parcel details before the payment, or once delivered or cancelled. */
  order_not_shippable: { status: 409, message: 'errors.order_not_shippable' },
  /** A reason the canceller may not cite (lib/domain/orders/order-states.ts `CANCEL_REASONS_OF`). */
  cancel_reason_not_allowed: { status: 422, message: 'errors.cancel_reason_not_allowed' },
  /** A cash-out above what is available in that wallet and currency. */
  cashout_exceeds_available: { status: 422, message: 'errors.cashout_exceeds_available' },
  /** Platform staff: no cash-out request by that id. */
  cashout_not_found: { status: 404, message: 'staffCashouts.errors.cashout_not_found' },
  /** Platform staff: the request was paid or rejected already (first, or another way). */
  cashout_already_decided: {
    status: 409,
    message: 'staffCashouts.errors.cashout_already_decided',
  },
  /** Refunds: an order not paid, more than remains, units not bought or already back. */
  order_not_refundable: { status: 409, message: 'errors.order_not_refundable' },
  refund_amount_exceeds_available: {
    status: 422,
    message: 'errors.refund_amount_exceeds_available',
  },
  refund_lines_invalid: { status: 422, message: 'errors.refund_lines_invalid' },
  /** A carrier or tracking number for an order picked up at the store. */
  shipment_not_travelling: { status: 422, message: 'errors.shipment_not_travelling' },
  /** A receipt asked of an order still waiting for payment, or cancelled (lib/domain/orders/receipts.ts). */
  order_not_paid: { status: 409, message: 'errors.order_not_paid' },
  /** The supplier's owner is never one of its members (lib/server/suppliers/add-supplier-member.ts). */
  member_is_owner: { status: 409, message: 'errors.member_is_owner' },
  /** A supplier has at most 20 members (lib/domain/orders/supplier-policy.ts). */
  member_limit_reached: { status: 409, message: 'errors.member_limit_reached' },

  // Returns of delivered orders (lib/domain/orders/returns.ts; texts in `orderReturns.errors`).
  return_not_found: { status: 404, message: 'orderReturns.errors.return_not_found' },
  return_not_possible_canceled: {
    status: 409,
    message: 'orderReturns.errors.return_not_possible_canceled',
  },
  return_time_limit_expired: {
    status: 409,
    message: 'orderReturns.errors.return_time_limit_expired',
  },
  return_not_delivered: { status: 409, message: 'orderReturns.errors.return_not_delivered' },
  /** The order has an open request already (one at a time). */
  return_already_open: { status: 409, message: 'orderReturns.errors.return_already_open' },
  /** The order's return was accepted already: nothing more to ask. */
  return_already_accepted: {
    status: 409,
    message: 'orderReturns.errors.return_already_accepted',
  },
  /** Someone decided it first (a second decision of the same request). */
  return_already_decided: { status: 409, message: 'orderReturns.errors.return_already_decided' },
  /** A photo id that is not one of the customer's own return photos. */
  return_photo_invalid: { status: 422, message: 'orderReturns.errors.return_photo_invalid' },

  // Reviews of delivered order lines (lib/server/reviews; texts in `reviews.errors`).
  /** The order is not delivered (or was cancelled): its lines cannot be rated. */
  review_not_allowed: { status: 409, message: 'reviews.errors.review_not_allowed' },
  /** The supplier answered the review: it stays as it was answered. */
  review_locked: { status: 409, message: 'reviews.errors.review_locked' },
  review_line_not_found: { status: 404, message: 'reviews.errors.review_line_not_found' },
  review_not_found: { status: 404, message: 'reviews.errors.review_not_found' },
  /** A photo id that is not one of the customer's own review photos. */
  review_photo_invalid: { status: 422, message: 'reviews.errors.review_photo_invalid' },

  // The ticket reader (lib/server/ticket-scans; texts in `ticketReader.errors`).
  /** No ticket with that code that the reader may see: unknown, malformed and another shop's alike. */
  ticket_not_found: { status: 404, message: 'ticketReader.errors.ticket_not_found' },
  /** Used before (`used_at`, `used_by`, `ticket`); the message names when and by whom. */
  ticket_already_used: { status: 409, message: 'ticketReader.errors.ticket_already_used' },
  /** Called off (`cancel_reason`, `ticket`). */
  ticket_canceled: { status: 409, message: 'ticketReader.errors.ticket_canceled' },

  // Bulk uploads of a supplier's items (lib/server/product-uploads; texts in `productUploads.errors`).
  /** The file's headers are not the contract's (`missing`, `unknown`). */
  upload_headers_invalid: { status: 422, message: 'productUploads.errors.headers' },
  /** More rows than one upload takes (`rows`, `max_rows`). */
  upload_too_many_rows: { status: 422, message: 'productUploads.errors.too_many_rows' },
  /** A file over the upload cap (`max_mb`). */
  upload_too_large: { status: 413, message: 'productUploads.errors.too_large' },
  upload_empty: { status: 422, message: 'productUploads.errors.empty' },
  upload_not_found: { status: 404, message: 'productUploads.errors.not_found' },

  // Digital items' stored files (lib/server/digital-files; texts in `errors`).
  /** A file over the cap (`max_mb`). */
  digital_file_too_large: { status: 413, message: 'errors.digital_file_too_large' },
  digital_file_empty: { status: 422, message: 'errors.digital_file_empty' },
  /** The link's signature is not the platform's for its order, line and expiry. */
  download_link_invalid: { status: 403, message: 'errors.download_link_invalid' },
  /** A genuine link past its expiry: the order's page gives a fresh one. */
  download_link_expired: { status: 410, message: 'errors.download_link_expired' },
  /** The order is not paid or was cancelled, or the item has no stored file. */
  digital_file_unavailable: { status: 409, message: 'errors.digital_file_unavailable' },

  // Campaigns and channels (lib/server/campaigns; texts in `campaigns.errors`).
  campaign_not_found: { status: 404, message: 'campaigns.errors.campaign_not_found' },
  channel_not_found: { status: 404, message: 'campaigns.errors.channel_not_found' },
  /** A campaign page outside the platform and its shops' own domains (a short link is no open redirect). */
  invalid_campaign_url: { status: 422, message: 'campaigns.errors.invalid_campaign_url' },
  /** Another channel of the campaign has the `source_code` already. */
  source_code_taken: { status: 409, message: 'campaigns.errors.source_code_taken' },

  // Payments and packages.
  order_not_payable: { status: 409, message: 'errors.order_not_payable' },
  /** Only an order cancelled because its payment was not made in time can be restarted. */
  order_not_restartable: { status: 409, message: 'errors.order_not_restartable' },
  package_already_paid: { status: 409, message: 'errors.package_already_paid' },
  /** A package's payment token past its hour (lib/domain/packages/package-token.ts): buy it again. */
  payment_expired: { status: 409, message: 'errors.payment_expired' },
  /** A cheaper plan while the current one runs (`plan_expires_at`; the message names the date). */
  package_still_active_no_downgrade: { status: 409, message: 'packages.stillActive' },
  invalid_signature: { status: 400, message: 'errors.invalid_signature' },
  payments_not_configured: { status: 404, message: 'errors.payments_not_configured' },
  /** The tracking service's webhook without AFTERSHIP_WEBHOOK_SECRET. */
  tracking_not_configured: { status: 404, message: 'errors.tracking_not_configured' },
  payment_provider_error: { status: 502, message: 'errors.payment_provider_error' },
  /** A card refused by the provider (its decline code travels as `decline_code`). */
  card_declined: { status: 402, message: 'errors.card_declined' },
  /** The card's bank wants an action on another page (`redirect`). */
  requires_action: { status: 409, message: 'errors.requires_action' },
  /** Meses sin intereses the card or the supplier does not offer for this order (spec 02 §8). */
  instalments_not_accepted: { status: 409, message: 'errors.instalments_not_accepted' },

  // Invoicing (spec 02 §3 "Invoicing data").
  invoicing_profile_not_found: {
    status: 404,
    message: 'invoicing.errors.invoicing_profile_not_found',
  },
  invoice_not_found: { status: 404, message: 'invoicing.errors.invoice_not_found' },
  /** The customer already keeps tax data with that RFC. */
  invoicing_profile_taken: { status: 409, message: 'invoicing.errors.invoicing_profile_taken' },
  /** One invoice per order. */
  invoice_already_requested: { status: 409, message: 'invoicing.errors.invoice_already_requested' },
  invoice_order_not_paid: { status: 409, message: 'invoicing.errors.invoice_order_not_paid' },
  invoice_order_canceled: { status: 409, message: 'invoicing.errors.invoice_order_canceled' },
  /** Issued already, or being issued right now (a second click). */
  invoice_already_issued: { status: 409, message: 'invoicing.errors.invoice_already_issued' },
  /** "Emitir factura" without a CFDI provider key (FACTURAPI_KEY). */
  invoicing_not_configured: { status: 409, message: 'invoicing.errors.invoicing_not_configured' },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type ErrorCode = keyof typeof ERRORS;

/** Whether `code` is one of the API's error codes (an answer read back by a page). */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERRORS, code);
}
