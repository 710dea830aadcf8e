import { z } from 'zod';

import { shopSlugSchema } from '@/lib/domain/shop/slug';

/** Every error answer: a stable code from the spec, a human message, optional field errors. */
export const ErrorSchema = z
  .object({
    code: z.string().meta({ example: 'shop_not_found' }),
    message: z.string().meta({ example: 'Tienda no encontrada' }),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ApiErrorBody = z.infer<typeof ErrorSchema>;

/** offset/limit paging; `limit` defaults differ per list (spec 01 §9). */
export function pagingQuery(defaultLimit: number, maxLimit = 100) {
  return {
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  };
}

/** A page of results with the spec's `matches_estimated`. */
export function resultsPage<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), matches_estimated: z.number().int().min(0) });
}

/** Tracking parameters a shop read accepts (spec 01 §7 "GET shop by slug"). */
export const TrackingQuerySchema = z.object({
  gclid: z.string().max(500).optional(),
  fbclid: z.string().max(500).optional(),
  click_id: z.string().max(200).optional(),
  referral: z.string().max(200).optional(),
  campaign: z.string().max(200).optional(),
  referral_slug: z.string().max(200).optional(),
});

export const ShopSlugParamSchema = z.object({
  slug: shopSlugSchema.meta({ param: { name: 'slug', in: 'path' }, example: 'demo' }),
});

export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
  })
  .meta({ id: 'Health' });

/** A record id as the API hands them out (`prd_000123`, `sup_tecno`): letters, digits, `_`, `-`. */
export const RecordIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
