import { createRoute } from '@hono/zod-openapi';

import { OrderParamSchema } from '../schemas/checkout';
import { ErrorSchema, ShopSlugParamSchema } from '../schemas/common';
import {
  InvoiceSchema,
  InvoicesPageSchema,
  InvoicesQuerySchema,
  InvoicingProfileInputSchema,
  InvoicingProfileListSchema,
  InvoicingProfileParamSchema,
  InvoicingProfileSchema,
  OrderInvoiceSchema,
  RequestInvoiceSchema,
  ShopInvoiceParamSchema,
  ShopInvoicesPageSchema,
} from '../schemas/invoicing';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  notFoundResponse,
  unauthorizedResponse,
} from './responses';
import { signedIn } from './security';

// The document's existing tags: the customer's own data, orders, and the shop's back office.
const mine = ['profile'];
const profileNotFound = {
  404: jsonContent(ErrorSchema, "`invoicing_profile_not_found` (also another customer's)"),
};
const profileRules = jsonContent(
  ErrorSchema,
  '`validation_error` with `fields`: `rfc_format`, `rfc_date`, `rfc_check_digit`, `legal_name_required`, `tax_regime_invalid`, `regime_not_for_rfc`, `cfdi_use_invalid`, `use_not_for_regime`, `postal_code_invalid`',
);

export const listInvoicingProfilesRoute = createRoute({
  operationId: 'listInvoicingProfiles',
  method: 'get',
  path: '/me/invoicing-profiles',
  security: signedIn,
  tags: mine,
  summary: "The signed-in customer's tax data for invoices (one profile per RFC)",
  responses: {
    200: jsonContent(InvoicingProfileListSchema, 'Their profiles'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});

export const createInvoicingProfileRoute = createRoute({
  operationId: 'createInvoicingProfile',
  method: 'post',
  path: '/me/invoicing-profiles',
  security: signedIn,
  tags: mine,
  summary: 'Adds tax data, checked by SAT rules (RFC with its check digit, régimen, uso del CFDI)',
  request: { body: jsonBody(InvoicingProfileInputSchema) },
  responses: {
    201: jsonContent(InvoicingProfileSchema, 'The new profile'),
    ...unauthorizedResponse,
    409: jsonContent(ErrorSchema, '`invoicing_profile_taken`: they already keep that RFC'),
    ...errorResponses,
    422: profileRules,
  },
});

export const updateInvoicingProfileRoute = createRoute({
  operationId: 'updateInvoicingProfile',
  method: 'patch',
  path: '/me/invoicing-profiles/{id}',
  security: signedIn,
  tags: mine,
  summary: 'Replaces one of their profiles; invoices already asked keep their copy',
  request: { params: InvoicingProfileParamSchema, body: jsonBody(InvoicingProfileInputSchema) },
  responses: {
    200: jsonContent(InvoicingProfileSchema, 'The profile after the change'),
    ...unauthorizedResponse,
    ...profileNotFound,
    409: jsonContent(ErrorSchema, '`invoicing_profile_taken`: another of theirs has that RFC'),
    ...errorResponses,
    422: profileRules,
  },
});

export const deleteInvoicingProfileRoute = createRoute({
  operationId: 'deleteInvoicingProfile',
  method: 'delete',
  path: '/me/invoicing-profiles/{id}',
  security: signedIn,
  tags: mine,
  summary: 'Removes one of their profiles (a checkout that chose it loses the choice)',
  request: { params: InvoicingProfileParamSchema },
  responses: {
    204: { description: 'Removed' },
    ...unauthorizedResponse,
    ...profileNotFound,
    ...errorResponses,
  },
});

export const readOrderInvoiceRoute = createRoute({
  operationId: 'readOrderInvoice',
  method: 'get',
  path: '/orders/{id}/invoice',
  security: signedIn,
  tags: ['orders'],
  summary:
    "An order's invoice (null before it is asked) for its customer, its supplier's staff and its shop's back office",
  request: { params: OrderParamSchema },
  responses: {
    200: jsonContent(OrderInvoiceSchema, 'The invoice and whether the customer may ask it now'),
    ...unauthorizedResponse,
    404: jsonContent(ErrorSchema, '`order_not_found` (also for anyone else)'),
    ...errorResponses,
  },
});

export const requestInvoiceRoute = createRoute({
  operationId: 'requestInvoice',
  method: 'post',
  path: '/orders/{id}/invoice',
  security: signedIn,
  tags: ['orders'],
  summary:
    'The customer asks for the invoice of a paid order with one of their profiles (a copy is kept); it stays `requested` until the shop issues it',
  request: { params: OrderParamSchema, body: jsonBody(RequestInvoiceSchema) },
  responses: {
    201: jsonContent(InvoiceSchema, 'The invoice, requested'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, "`forbidden`: only the order's customer asks"),
    404: jsonContent(ErrorSchema, '`order_not_found`, `invoicing_profile_not_found`'),
    409: jsonContent(
      ErrorSchema,
      '`invoice_already_requested` (once per order), `invoice_order_not_paid`, `invoice_order_canceled`',
    ),
    ...errorResponses,
  },
});

export const listMyInvoicesRoute = createRoute({
  operationId: 'listMyInvoices',
  method: 'get',
  path: '/me/invoices',
  security: signedIn,
  tags: mine,
  summary:
    "The signed-in customer's invoices, newest first; the InvoicesFilter: state, from/to (days asked), text (RFC, name, order number)",
  request: { query: InvoicesQuerySchema },
  responses: {
    200: jsonContent(InvoicesPageSchema, 'A page of invoices'),
    ...unauthorizedResponse,
    ...errorResponses,
  },
});

export const listShopInvoicesRoute = createRoute({
  operationId: 'listShopInvoices',
  method: 'get',
  path: '/shops/{slug}/invoices',
  security: signedIn,
  tags: ['shops'],
  summary:
    "The invoices asked on the shop's orders, newest first, for its admins and accountants (invoices.read), with the InvoicesFilter",
  request: { params: ShopSlugParamSchema, query: InvoicesQuerySchema },
  responses: {
    200: jsonContent(ShopInvoicesPageSchema, 'A page of invoices, and whether they can be issued'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, "`forbidden`: not the shop's admin or accountant"),
    ...notFoundResponse,
    ...errorResponses,
  },
});

export const issueInvoiceRoute = createRoute({
  operationId: 'issueInvoice',
  method: 'post',
  path: '/shops/{slug}/invoices/{invoiceId}/issue',
  security: signedIn,
  tags: ['shops'],
  summary:
    '"Emitir factura": the shop\'s admin or accountant has the CFDI provider (Facturapi, with FACTURAPI_KEY) stamp an asked invoice; a refusal leaves it `failed` with the reason',
  request: { params: ShopInvoiceParamSchema },
  responses: {
    200: jsonContent(InvoiceSchema, 'The invoice, `issued` or `failed`'),
    ...unauthorizedResponse,
    403: jsonContent(ErrorSchema, "`forbidden`: not the shop's admin or accountant"),
    404: jsonContent(ErrorSchema, '`shop_not_found`, `invoice_not_found` (also another shop’s)'),
    409: jsonContent(
      ErrorSchema,
      '`invoicing_not_configured` (no provider key), `invoice_already_issued` (also while being issued), `invoice_order_canceled`, `invoice_order_not_paid`',
    ),
    ...errorResponses,
  },
});
