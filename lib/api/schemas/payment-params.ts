import { z } from 'zod';

/** A path on the shop's own site (no scheme, no host: never an open redirect). */
export const LocalPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'local_path');

/** A payment's token in the path (`/me/payments/{token}`, `/payments/{token}/…`). */
export const PaymentTokenParamSchema = z
  .string()
  .min(1)
  .max(100)
  .meta({ param: { name: 'token', in: 'path' } });
