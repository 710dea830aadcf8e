import { z } from 'zod';

import { PACKAGE_STILL_ACTIVE } from '@/lib/domain/packages/package-purchase';

import { ErrorSchema } from './common';

/** A plan id as the path carries it (spec 03 "Plan ids": plan_profesional, tienda_en_linea, …). */
export const PackageIdSchema = z
  .string()
  .regex(/^[a-z0-9_]{1,64}$/, 'package_id')
  .meta({ param: { name: 'id', in: 'path' }, example: 'tienda_en_linea' });

/** A plan package as its page shows it (spec 03 "Plan"). */
export const PackageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    price: z.number().int().meta({ description: 'One period, in minor units' }),
    currency: z.enum(['MXN', 'USD', 'EUR', 'GBP']),
    periodicity: z.string().meta({ example: 'monthly' }),
    commission_rate: z
      .number()
      .meta({ description: 'Share of the contribution margin paid per resale (0.5 = 50 %)' }),
    contribution_margin: z.number().int().meta({ description: 'Minor units' }),
  })
  .meta({ id: 'Package' });
export type Package = z.infer<typeof PackageSchema>;

/** Spec 02 §7 "Package purchase": where to pay, `/me/payments/{payment_token}`. */
export const PackagePurchaseSchema = z
  .object({ payment_token: z.string() })
  .meta({ id: 'PackagePurchase' });

/** Spec 02 §8: the cheaper plan waits until the current one expires (`plan_expires_at`). */
export const PackageStillActiveSchema = ErrorSchema.extend({
  code: z.literal(PACKAGE_STILL_ACTIVE),
  plan_expires_at: z.iso.datetime({ offset: true }),
}).meta({ id: 'PackageStillActive' });
export type PackageStillActive = z.infer<typeof PackageStillActiveSchema>;
