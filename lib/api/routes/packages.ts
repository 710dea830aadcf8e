import { createRoute, z } from '@hono/zod-openapi';

import { ErrorSchema } from '../schemas/common';
import {
  PackageIdSchema,
  PackagePurchaseSchema,
  PackageSchema,
  PackageStillActiveSchema,
} from '../schemas/packages';
import { errorResponses, jsonContent, unauthorizedResponse } from './responses';
import { noSession, signedIn } from './security';

const tags = ['packages'];
const params = z.object({ id: PackageIdSchema });
const notFound = { 404: jsonContent(ErrorSchema, '`package_not_found`') } as const;

export const getPackageRoute = createRoute({
  operationId: 'getPackage',
  method: 'get',
  path: '/packages/{id}',
  security: noSession,
  tags,
  summary: 'A plan package: name, price per period, periodicity and commission rate (public)',
  request: { params },
  responses: {
    200: jsonContent(PackageSchema, 'The package'),
    ...notFound,
    ...errorResponses,
  },
});

export const buyPackageRoute = createRoute({
  operationId: 'buyPackage',
  method: 'put',
  path: '/me/packages/{id}',
  security: signedIn,
  tags,
  summary:
    'Buys a plan package (spec 02 §7 "Package purchase"): the payment token to pay it at /me/payments/{payment_token}',
  description:
    'One open payment token per user and plan: buying again before paying answers the same token. While the current plan runs, a plan cheaper per month is refused with 409 `package_still_active_no_downgrade` and the date it may be bought from (`plan_expires_at`). Paying the token (Stripe, PayPal) sets the plan and extends `plan_expires_at` by one period.',
  request: { params },
  responses: {
    200: jsonContent(PackagePurchaseSchema, 'Where to pay'),
    ...unauthorizedResponse,
    ...notFound,
    409: jsonContent(PackageStillActiveSchema, '`package_still_active_no_downgrade`'),
    ...errorResponses,
  },
});
