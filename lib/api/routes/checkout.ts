import { createRoute } from '@hono/zod-openapi';

import {
  AddressInputSchema,
  AddressListSchema,
  AddressSchema,
  CancelOrderSchema,
  CheckoutErrorSchema,
  CheckoutParamSchema,
  CheckoutSchema,
  CreateCheckoutSchema,
  IdempotencyHeaderSchema,
  MyOrderListQuerySchema,
  MySupplierListSchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderParamSchema,
  OrderSchema,
  PlaceOrderSchema,
  SupplierOrderParamSchema,
  SupplierOrdersParamSchema,
  UpdateCheckoutSchema,
} from '../schemas/checkout';
import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import {
  SharedCheckoutParamSchema,
  SharedCheckoutSchema,
  ShareCheckoutSchema,
} from '../schemas/shared-checkout';
import { errorResponses, jsonContent } from './responses';

const unauthorized = { 401: jsonContent(ErrorSchema, '`unauthorized`: no valid session') } as const;
const refused = jsonContent(
  CheckoutErrorSchema,
  '`empty_order`, `supplier_not_configured`, `out_of_stock`, `unavailable_for_sale`, `insufficient_stock` (with `product_id`), `checkout_incomplete` (with `missing`), `checkout_closed`',
);
const json = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

export const createCheckoutRoute = createRoute({
  method: 'post',
  path: '/shops/{slug}/checkouts',
  tags: ['checkout'],
  summary:
    "Starts (or resumes) the checkout of one cart order: the signed-in user's lines of a supplier in a currency",
  description:
    'The tracking cookies `referralID`, `campaign` and `clickID` are kept with the checkout and go on to the order.',
  request: { params: ShopSlugParamSchema, ...json(CreateCheckoutSchema) },
  responses: {
    200: jsonContent(CheckoutSchema, 'The open checkout that already existed'),
    201: jsonContent(CheckoutSchema, 'A new checkout'),
    ...unauthorized,
    404: jsonContent(ErrorSchema, '`shop_not_found`'),
    409: refused,
    ...errorResponses,
  },
});

export const getCheckoutRoute = createRoute({
  method: 'get',
  path: '/shops/{slug}/checkouts/{id}',
  tags: ['checkout'],
  summary: 'The open checkout, priced now, with its choices and what is still missing',
  request: { params: CheckoutParamSchema },
  responses: {
    200: jsonContent(CheckoutSchema, 'The checkout'),
    ...unauthorized,
    404: jsonContent(ErrorSchema, "`shop_not_found`, `checkout_not_found` (also someone else's)"),
    409: refused,
    ...errorResponses,
  },
});

export const updateCheckoutRoute = createRoute({
  method: 'patch',
  path: '/shops/{slug}/checkouts/{id}',
  tags: ['checkout'],
  summary: 'Chooses the delivery type, address, shipping rate or payment method',
  request: { params: CheckoutParamSchema, ...json(UpdateCheckoutSchema) },
  responses: {
    200: jsonContent(CheckoutSchema, 'The checkout after the change'),
    ...unauthorized,
    404: jsonContent(ErrorSchema, '`checkout_not_found`, `address_not_found`'),
    409: refused,
    ...errorResponses,
  },
});

export const shareCheckoutRoute = createRoute({
  method: 'post',
  path: '/shops/{slug}/checkouts/{id}/share',
  tags: ['checkout'],
  summary: 'Makes the public link of an open checkout, once (spec 02 §7 "Share checkout")',
  description:
    'The lines are checked as at creation. A second request answers 409 `slug_public_was_alrready_generated` with the existing `public_slug`.',
  request: { params: CheckoutParamSchema },
  responses: {
    201: jsonContent(ShareCheckoutSchema, 'The new public link'),
    ...unauthorized,
    404: jsonContent(ErrorSchema, "`shop_not_found`, `checkout_not_found` (also someone else's)"),
    409: jsonContent(
      CheckoutErrorSchema,
      '`slug_public_was_alrready_generated` (with `public_slug`), `supplier_not_configured`, `out_of_stock`, `unavailable_for_sale`, `insufficient_stock` (with `product_id`), `empty_order`, `checkout_closed`',
    ),
    ...errorResponses,
  },
});

export const getSharedCheckoutRoute = createRoute({
  method: 'get',
  path: '/shops/{slug}/shared-checkouts/{public_slug}',
  tags: ['checkout'],
  summary: "A shared checkout's lines, supplier and totals, priced now, for anyone with the link",
  request: { params: SharedCheckoutParamSchema },
  responses: {
    200: jsonContent(SharedCheckoutSchema, 'The shared checkout, without any personal data'),
    404: jsonContent(
      ErrorSchema,
      "`shop_not_found`, `shared_checkout_not_found` (unknown, another shop's, placed or emptied)",
    ),
    ...errorResponses,
  },
});

export const listAddressesRoute = createRoute({
  method: 'get',
  path: '/me/addresses',
  tags: ['checkout'],
  summary: "The signed-in user's address book",
  responses: {
    200: jsonContent(AddressListSchema, 'The addresses, oldest first'),
    ...unauthorized,
    ...errorResponses,
  },
});

export const createAddressRoute = createRoute({
  method: 'post',
  path: '/me/addresses',
  tags: ['checkout'],
  summary: 'Adds an address to the book (at most 20)',
  request: json(AddressInputSchema),
  responses: {
    201: jsonContent(AddressSchema, 'The new address'),
    ...unauthorized,
    ...errorResponses,
  },
});

export const placeOrderRoute = createRoute({
  method: 'post',
  path: '/orders',
  tags: ['orders'],
  summary:
    'Places the order of a complete checkout: stock taken, totals fixed, lines leave the cart',
  description:
    'Idempotent: send one `Idempotency-Key` per purchase attempt. A repeat with the same body answers 200 with the same order; another body under the key is 422 `idempotency_key_reused`. The answer clears the tracking cookies.',
  request: { headers: IdempotencyHeaderSchema, ...json(PlaceOrderSchema) },
  responses: {
    200: jsonContent(OrderSchema, 'The order placed earlier under this key'),
    201: jsonContent(OrderSchema, 'The new order, waiting for payment'),
    ...unauthorized,
    404: jsonContent(ErrorSchema, '`checkout_not_found`'),
    409: refused,
    ...errorResponses,
  },
});

export const listOrdersRoute = createRoute({
  method: 'get',
  path: '/orders',
  tags: ['orders'],
  summary: "The signed-in customer's orders, newest change first (10 a page), filtered",
  request: { query: MyOrderListQuerySchema },
  responses: {
    200: jsonContent(OrderListSchema, 'A page of orders'),
    ...unauthorized,
    ...errorResponses,
  },
});

export const getOrderRoute = createRoute({
  method: 'get',
  path: '/orders/{id}',
  tags: ['orders'],
  summary: "One of the customer's orders",
  request: { params: OrderParamSchema },
  responses: {
    200: jsonContent(OrderSchema, 'The order'),
    ...unauthorized,
    404: jsonContent(ErrorSchema, "`order_not_found` (also someone else's)"),
    ...errorResponses,
  },
});

export const advanceOrderRoute = createRoute({
  method: 'post',
  path: '/orders/{id}/next',
  tags: ['orders'],
  summary:
    "The supplier's next step: confirm payment, then in process, ready, on the way, delivered",
  description:
    'Confirming the payment needs `orders.confirm_payment` (owner, admin); the later steps `orders.advance` (owner, admin, dispatcher).',
  request: { params: OrderParamSchema },
  responses: {
    200: jsonContent(OrderSchema, 'The order in its new state'),
    ...unauthorized,
    403: jsonContent(
      ErrorSchema,
      "`forbidden`: the customer cannot advance their own order, nor staff whose role lacks the step's action",
    ),
    404: jsonContent(
      ErrorSchema,
      '`order_not_found` (also for anyone but its customer and supplier)',
    ),
    409: jsonContent(ErrorSchema, '`order_not_advanceable`, `order_state_changed`'),
    ...errorResponses,
  },
});

export const cancelOrderRoute = createRoute({
  method: 'post',
  path: '/orders/{id}/cancel',
  tags: ['orders'],
  summary:
    'Cancels the order and gives its stock back: the customer while payment is pending, the supplier (owner, admin) until it is on its way',
  request: { params: OrderParamSchema, ...json(CancelOrderSchema) },
  responses: {
    200: jsonContent(OrderSchema, 'The cancelled order'),
    ...unauthorized,
    403: jsonContent(ErrorSchema, '`forbidden`: supplier staff whose role may not cancel'),
    404: jsonContent(ErrorSchema, '`order_not_found`'),
    409: jsonContent(ErrorSchema, '`order_not_cancellable`, `order_state_changed`'),
    ...errorResponses,
  },
});

export const listSupplierOrdersRoute = createRoute({
  method: 'get',
  path: '/suppliers/{id}/orders',
  tags: ['orders'],
  summary: "A supplier's orders, for its owner and staff (10 a page, newest change first), filtered",
  request: { params: SupplierOrdersParamSchema, query: OrderListQuerySchema },
  responses: {
    200: jsonContent(OrderListSchema, 'A page of orders'),
    ...unauthorized,
    404: jsonContent(ErrorSchema, '`supplier_not_found` (also for anyone without a role on it)'),
    ...errorResponses,
  },
});

export const getSupplierOrderRoute = createRoute({
  method: 'get',
  path: '/suppliers/{id}/orders/{order}',
  tags: ['orders'],
  summary: "One of a supplier's orders, for its owner and staff",
  request: { params: SupplierOrderParamSchema },
  responses: {
    200: jsonContent(OrderSchema, 'The order'),
    ...unauthorized,
    404: jsonContent(
      ErrorSchema,
      "`supplier_not_found` (also for anyone without a role on it), `order_not_found` (also another supplier's)",
    ),
    ...errorResponses,
  },
});

export const listMySuppliersRoute = createRoute({
  method: 'get',
  path: '/me/suppliers',
  tags: ['orders'],
  summary:
    'The suppliers the signed-in user owns or is staff of (whose orders they work on), with their role',
  responses: {
    200: jsonContent(MySupplierListSchema, 'Their suppliers, by name; empty for a customer'),
    ...unauthorized,
    ...errorResponses,
  },
});
