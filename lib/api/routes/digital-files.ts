import { createRoute } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import {
  DigitalFileFormSchema,
  DigitalFileLinkParamSchema,
  DigitalFileLinkQuerySchema,
  DigitalFileSchema,
} from '../schemas/digital-files';
import { SupplierProductsParamSchema } from '../schemas/supplier-products';
import { DIGITAL_FILE_MAX_MB } from '@/lib/domain/items/digital-files';
import { errorResponses, jsonContent, unauthorizedResponse } from './responses';
import { noSession, signedIn } from './security';

export const uploadDigitalFileRoute = createRoute({
  operationId: 'uploadDigitalFile',
  method: 'post',
  path: '/suppliers/{id}/digital-files',
  security: signedIn,
  tags: ['suppliers'],
  summary: `Stores the file a digital item of the supplier delivers (any type, at most ${DIGITAL_FILE_MAX_MB} MB), privately: save the item with \`digital_file\` to deliver it; buyers of paid orders download it through signed links that expire (its owner and admins)`,
  request: {
    params: SupplierProductsParamSchema,
    body: {
      content: { 'multipart/form-data': { schema: DigitalFileFormSchema } },
      required: true,
    },
  },
  responses: {
    201: jsonContent(DigitalFileSchema, 'Stored'),
    ...unauthorizedResponse,
    403: jsonContent(
      ErrorSchema,
      "`forbidden`: the supplier's accountants and dispatchers; `csrf_rejected`",
    ),
    404: jsonContent(
      ErrorSchema,
      '`supplier_not_found` (also for anyone without a role on it: shop owners, other suppliers)',
    ),
    413: jsonContent(
      ErrorSchema,
      `\`digital_file_too_large\`: over ${DIGITAL_FILE_MAX_MB} MB (\`max_mb\`)`,
    ),
    ...errorResponses,
    422: jsonContent(ErrorSchema, '`digital_file_empty`; `validation_error` (no `file`)'),
  },
});

export const downloadDigitalFileRoute = createRoute({
  operationId: 'downloadDigitalFile',
  method: 'get',
  path: '/orders/{id}/lines/{line}/file',
  security: noSession,
  tags: ['orders'],
  summary:
    "Downloads the stored file of a paid order's digital item, through the signed link its order answer (`lines[].digital_file.url`, valid 24 hours) or its paid e-mail (valid 7 days) gives: the link is the permission, no session is read",
  request: { params: DigitalFileLinkParamSchema, query: DigitalFileLinkQuerySchema },
  responses: {
    200: {
      description:
        'The file, as an attachment under its stored name (`Content-Disposition`), never cached by shared caches',
      content: {
        'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
      },
    },
    403: jsonContent(
      ErrorSchema,
      "`download_link_invalid`: the signature is not the platform's for this order, line and expiry (changed, forged, or another order's)",
    ),
    404: jsonContent(ErrorSchema, '`order_not_found`: no such line in the order'),
    409: jsonContent(
      ErrorSchema,
      '`digital_file_unavailable`: the order is not paid or was cancelled, or its item has no stored file now',
    ),
    410: jsonContent(ErrorSchema, '`download_link_expired`: ask the order again for a fresh link'),
    ...errorResponses,
  },
});
