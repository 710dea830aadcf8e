import { createRoute } from '@hono/zod-openapi';

import {
  AddressInputSchema,
  AddressListSchema,
  AddressSchema,
  CheckoutErrorSchema,
  CheckoutParamSchema,
  CheckoutSchema,
  CreateCheckoutSchema,
  UpdateCheckoutSchema,
} from '../schemas/checkout';
import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import {
  SharedCheckoutParamSchema,
  SharedCheckoutSchema,
  ShareCheckoutSchema,
} from '../schemas/shared-checkout';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { noSession, signedIn } from './security';

const refused = jsonContent(
  CheckoutErrorSchema,
  '`empty_order`, `supplier_not_configured`, `out_of_stock`, `unavailable_for_sale`, `insufficient_stock` (with `product_id`), `checkout_incomplete` (with `missing`), `checkout_closed`',
);

export const createCheckoutRoute = createRoute({
  operationId: 'createCheckout',
  method: 'post',
  path: '/shops/{slug}/checkouts',
  security: signedIn,
  tags: ['checkout'],
  summary:
    "Starts (or resumes) the checkout of one cart order: the signed-in user's lines of a supplier in a currency",
  description:
    'The tracking cookies `referralID`, `campaign` and `clickID` are kept with the checkout and go on to the order.',
  request: { params: ShopSlugParamSchema, body: jsonBody(CreateCheckoutSchema) },
  responses: {
    200: jsonContent(CheckoutSchema, 'The open checkout that already existed'),
    201: jsonContent(CheckoutSchema, 'A new checkout'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, '`shop_not_found`'),
    409: refused,
    ...errorResponses,
  },
});

export const getCheckoutRoute = createRoute({
  operationId: 'getCheckout',
  method: 'get',
  path: '/shops/{slug}/checkouts/{id}',
  security: signedIn,
  tags: ['checkout'],
  summary: 'The open checkout, priced now, with its choices and what is still missing',
  request: { params: CheckoutParamSchema },
  responses: {
    200: jsonContent(CheckoutSchema, 'The checkout'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, "`shop_not_found`, `checkout_not_found` (also someone else's)"),
    409: refused,
    ...errorResponses,
  },
});

export const updateCheckoutRoute = createRoute({
  operationId: 'updateCheckout',
  method: 'patch',
  path: '/shops/{slug}/checkouts/{id}',
  security: signedIn,
  tags: ['checkout'],
  summary: 'Chooses the delivery type, address, shipping rate or payment method',
  request: { params: CheckoutParamSchema, body: jsonBody(UpdateCheckoutSchema) },
  responses: {
    200: jsonContent(CheckoutSchema, 'The checkout after the change'),
    ...unauthorizedResponse,
    404: jsonContent(
      ErrorSchema,
      '`checkout_not_found`, `address_not_found`, `invoicing_profile_not_found`',
    ),
    409: refused,
    ...errorResponses,
  },
});

export const shareCheckoutRoute = createRoute({
  operationId: 'shareCheckout',
  method: 'post',
  path: '/shops/{slug}/checkouts/{id}/share',
  security: signedIn,
  tags: ['checkout'],
  summary: 'Makes the public link of an open checkout, once (spec 02 §7 "Share checkout")',
  description:
    'The lines are checked as at creation. A second request answers 409 `slug_public_was_alrready_generated` with the existing `public_slug`.',
  request: { params: CheckoutParamSchema },
  responses: {
    201: jsonContent(ShareCheckoutSchema, 'The new public link'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, "`shop_not_found`, `checkout_not_found` (also someone else's)"),
    409: jsonContent(
      CheckoutErrorSchema,
      '`slug_public_was_alrready_generated` (with `public_slug`), `supplier_not_configured`, `out_of_stock`, `unavailable_for_sale`, `insufficient_stock` (with `product_id`), `empty_order`, `checkout_closed`',
    ),
    ...errorResponses,
  },
});

export const getSharedCheckoutRoute = createRoute({
  operationId: 'getSharedCheckout',
  method: 'get',
  path: '/shops/{slug}/shared-checkouts/{public_slug}',
  security: noSession,
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
  operationId: 'listAddresses',
  method: 'get',
  path: '/me/addresses',
  security: signedIn,
  tags: ['checkout'],
  summary: "The signed-in user's address book",
  responses: {
    200: jsonContent(AddressListSchema, 'The addresses, oldest first'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});

export const createAddressRoute = createRoute({
  operationId: 'createAddress',
  method: 'post',
  path: '/me/addresses',
  security: signedIn,
  tags: ['checkout'],
  summary: 'Adds an address to the book (at most 20)',
  request: { body: jsonBody(AddressInputSchema) },
  responses: {
    201: jsonContent(AddressSchema, 'The new address'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});
