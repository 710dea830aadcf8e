import { z } from 'zod';

export const DEFAULT_SEED_PRODUCTS = 5_000;
export const MAX_SEED_PRODUCTS = 1_000_000;
export const MAX_SEED_SHOPS = 10_000;

const count = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `${name} must be a whole number between ${min} and ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `${name} must be at least ${min}` })
        .max(max, { error: `${name} must be at most ${max}` }),
    )
    .optional();

const envSchema = z.object({
  SEED_PRODUCTS: count('SEED_PRODUCTS', 1, MAX_SEED_PRODUCTS),
  SEED_SHOPS: count('SEED_SHOPS', 0, MAX_SEED_SHOPS),
});

export class SeedOptionsError extends Error {}

/**
 * SEED_PRODUCTS (default 5000) and SEED_SHOPS (extra benchmark shops, default 0). An empty
 * variable counts as unset; anything else that is not a whole number in range is an error.
 */
export function seedOptionsFromEnv(env: Record<string, string | undefined> = process.env): {
  products: number;
  extraShops: number;
} {
  const blankToUndefined = (value: string | undefined) => (value?.trim() ? value : undefined);
  const parsed = envSchema.safeParse({
    SEED_PRODUCTS: blankToUndefined(env.SEED_PRODUCTS),
    SEED_SHOPS: blankToUndefined(env.SEED_SHOPS),
  });
  if (!parsed.success) {
    const message = parsed.error.issues
      .map((issue) => `${issue.message} (got "${String(env[String(issue.path[0])])}")`)
      .join('; ');
    throw new SeedOptionsError(message);
  }
  return {
    products: parsed.data.SEED_PRODUCTS ?? DEFAULT_SEED_PRODUCTS,
    extraShops: parsed.data.SEED_SHOPS ?? 0,
  };
}
