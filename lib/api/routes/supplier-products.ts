import { createRoute } from '@hono/zod-openapi';

import { z } from 'zod';

import { ErrorSchema } from '../schemas/common';
import {
  InventoryReportCsvQuerySchema,
  InventoryReportQuerySchema,
  InventoryReportSchema,
} from '../schemas/inventory-report';
import {
  SupplierProductInputSchema,
  SupplierProductListQuerySchema,
  SupplierProductPageSchema,
  SupplierProductParamSchema,
  SupplierProductSchema,
  SupplierProductsParamSchema,
  SupplierProductStockSchema,
  SupplierProductsVisibilityResultSchema,
  SupplierProductsVisibilitySchema,
  SupplierProductVisibilitySchema,
} from '../schemas/supplier-products';
import { errorResponses, jsonBody, jsonContent, unauthorizedResponse } from './responses';
import { signedIn } from './security';

/** A supplier's items: its owner and admins only (`items.manage`). */
const supplierRefusals = {
  ...unauthorizedResponse,
  403: jsonContent(
    ErrorSchema,
    "`forbidden`: the supplier's accountants and dispatchers (their role does not edit items); `csrf_rejected`",
  ),
  404: jsonContent(
    ErrorSchema,
    '`supplier_not_found` (also for anyone without a role on it: shop owners, other suppliers)',
  ),
} as const;

const itemRefusals = {
  ...supplierRefusals,
  404: jsonContent(
    ErrorSchema,
    "`supplier_not_found` (also for anyone without a role on it); `product_not_found` (unknown, retired, or another supplier's item)",
  ),
} as const;

const fieldErrors = jsonContent(
  ErrorSchema,
  '`validation_error`; `fields` hold keys of `itemEditor.fieldErrors`: `required`, `too_long`, `invalid_option`, `invalid_number`, `price_not_positive` (a price of 0 or less, unless is_free), `price_too_high` (over 10,000,000.00), `crossout_below_price` (not above list_price), `margin_above_price`, `stock_negative`, `too_high`, `max_purchase_not_positive`, `variant_without_options`, `duplicate_variant_name`, `duplicate_option`, `too_many_axes`, `too_many_options`, `too_many_variants` (over 100 combinations), `invalid_variant`, `duplicate_variant`, `variant_stock_incomplete`, `too_many_photos`, `duplicate_photo`, `invalid_photo` (not an upload for this supplier), `invalid_category`, `invalid_date`, `invalid_url`, `restocking_above_price`',
);

export const listSupplierProductsRoute = createRoute({
  operationId: 'listSupplierProducts',
  method: 'get',
  path: '/suppliers/{id}/products',
  security: signedIn,
  tags: ['suppliers'],
  summary:
    "The supplier's items (not retired), newest change first or by name, price or stock; by words of the name, type and stock state",
  request: { params: SupplierProductsParamSchema, query: SupplierProductListQuerySchema },
  responses: {
    200: jsonContent(SupplierProductPageSchema, 'A page of items'),
    ...supplierRefusals,
    ...errorResponses,
  },
});

export const createSupplierProductRoute = createRoute({
  operationId: 'createSupplierProduct',
  method: 'post',
  path: '/suppliers/{id}/products',
  security: signedIn,
  tags: ['suppliers'],
  summary:
    'Creates an item of the supplier (product, service, experience or digital); its description is sanitised',
  request: { params: SupplierProductsParamSchema, body: jsonBody(SupplierProductInputSchema) },
  responses: {
    201: jsonContent(
      SupplierProductSchema,
      'The new item (`sanitized` names cleaned descriptions)',
    ),
    ...supplierRefusals,
    ...errorResponses,
    422: fieldErrors,
  },
});

export const getSupplierProductRoute = createRoute({
  operationId: 'getSupplierProduct',
  method: 'get',
  path: '/suppliers/{id}/products/{product}',
  security: signedIn,
  tags: ['suppliers'],
  summary: 'One of the supplier’s items as its editor shows it',
  request: { params: SupplierProductParamSchema },
  responses: {
    200: jsonContent(SupplierProductSchema, 'The item'),
    ...itemRefusals,
    ...errorResponses,
  },
});

export const updateSupplierProductRoute = createRoute({
  operationId: 'updateSupplierProduct',
  method: 'put',
  path: '/suppliers/{id}/products/{product}',
  security: signedIn,
  tags: ['suppliers'],
  summary:
    'Replaces the editable fields of one of the supplier’s items (fields left out take their defaults); every shop page showing it is refreshed',
  request: { params: SupplierProductParamSchema, body: jsonBody(SupplierProductInputSchema) },
  responses: {
    200: jsonContent(SupplierProductSchema, 'The item (`sanitized` names cleaned descriptions)'),
    ...itemRefusals,
    ...errorResponses,
    422: fieldErrors,
  },
});

export const setSupplierProductVisibilityRoute = createRoute({
  operationId: 'setSupplierProductVisibility',
  method: 'patch',
  path: '/suppliers/{id}/products/{product}/visibility',
  security: signedIn,
  tags: ['suppliers'],
  summary:
    'Publishes or unpublishes, hides or shows one of the supplier’s items in every shop listing it',
  request: {
    params: SupplierProductParamSchema,
    body: jsonBody(SupplierProductVisibilitySchema),
  },
  responses: {
    200: jsonContent(SupplierProductSchema, 'The item'),
    ...itemRefusals,
    ...errorResponses,
  },
});

export const retireSupplierProductRoute = createRoute({
  operationId: 'retireSupplierProduct',
  method: 'delete',
  path: '/suppliers/{id}/products/{product}',
  security: signedIn,
  tags: ['suppliers'],
  summary:
    'Retires one of the supplier’s items: it leaves every shop and catalogue; carts show it unavailable, orders keep their copy',
  request: { params: SupplierProductParamSchema },
  responses: {
    204: { description: 'Retired' },
    ...itemRefusals,
    ...errorResponses,
  },
});

export const setSupplierProductsVisibilityRoute = createRoute({
  operationId: 'setSupplierProductsVisibility',
  method: 'patch',
  path: '/suppliers/{id}/products/visibility',
  security: signedIn,
  tags: ['suppliers'],
  summary:
    'Publishes or unpublishes, hides or shows several of the supplier’s items at once (all or none)',
  request: {
    params: SupplierProductsParamSchema,
    body: jsonBody(SupplierProductsVisibilitySchema),
  },
  responses: {
    200: jsonContent(SupplierProductsVisibilityResultSchema, 'The items changed'),
    ...itemRefusals,
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      '`validation_error`: `products` `required` (none) or `too_many_items` (over 100); `list_state`/`hiden` `invalid_option`',
    ),
  },
});

export const setSupplierProductStockRoute = createRoute({
  operationId: 'setSupplierProductStock',
  method: 'patch',
  path: '/suppliers/{id}/products/{product}/stock',
  security: signedIn,
  tags: ['suppliers'],
  summary:
    'Sets the units in stock of one of the supplier’s items (the list’s inline edit); every shop page showing it is refreshed',
  request: { params: SupplierProductParamSchema, body: jsonBody(SupplierProductStockSchema) },
  responses: {
    200: jsonContent(SupplierProductSchema, 'The item'),
    ...itemRefusals,
    ...errorResponses,
    422: jsonContent(
      ErrorSchema,
      '`validation_error`: `available` `invalid_number`, `stock_negative`, `too_high`, or `variant_stock_in_editor` (an item whose combinations have their own stock: edit them in its editor)',
    ),
  },
});

export const getSupplierInventoryReportRoute = createRoute({
  operationId: 'getSupplierInventoryReport',
  method: 'get',
  path: '/suppliers/{id}/inventory-report',
  security: signedIn,
  tags: ['suppliers'],
  summary:
    "The supplier's inventory: totals (items, units, sold out, low stock, value at list price per currency) and a page of items with their combinations, fewest units first",
  request: { params: SupplierProductsParamSchema, query: InventoryReportQuerySchema },
  responses: {
    200: jsonContent(InventoryReportSchema, 'The report'),
    ...supplierRefusals,
    ...errorResponses,
  },
});

export const getSupplierInventoryReportCsvRoute = createRoute({
  operationId: 'getSupplierInventoryReportCsv',
  method: 'get',
  path: '/suppliers/{id}/inventory-report.csv',
  security: signedIn,
  tags: ['suppliers'],
  summary:
    "The supplier's inventory as CSV: a line per item and per combination with its own stock (units, price, value, state)",
  request: { params: SupplierProductsParamSchema, query: InventoryReportCsvQuerySchema },
  responses: {
    200: {
      content: { 'text/csv': { schema: z.string() } },
      description: 'The report, UTF-8 with a byte-order mark (Excel)',
    },
    ...supplierRefusals,
    ...errorResponses,
  },
});
