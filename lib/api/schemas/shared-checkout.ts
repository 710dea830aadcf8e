import { z } from 'zod';

import { CheckoutParamSchema, CheckoutSchema } from './checkout';

/** 16 random bytes in base64url: 22 characters, unguessable, safe in a path. */
export const PUBLIC_SLUG_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const ShareCheckoutSchema = z
  .object({ public_slug: z.string().meta({ example: 'q3Yk0bT1dW8xZ2mN4pR6sA' }) })
  .meta({ id: 'ShareCheckout' });
export type ShareCheckout = z.infer<typeof ShareCheckoutSchema>;

export const SharedCheckoutParamSchema = CheckoutParamSchema.pick({ slug: true }).extend({
  public_slug: z
    .string()
    .regex(PUBLIC_SLUG_PATTERN)
    .meta({ param: { name: 'public_slug', in: 'path' } }),
});

/** What anyone with the link sees: the lines and totals priced now, nothing of the owner. */
export const SharedCheckoutSchema = CheckoutSchema.pick({
  store: true,
  supplier: true,
  currency: true,
  products: true,
  needs_delivery: true,
  rate_id: true,
  products_total: true,
  shipping_cost: true,
  total: true,
}).meta({ id: 'SharedCheckout' });
export type SharedCheckout = z.infer<typeof SharedCheckoutSchema>;
