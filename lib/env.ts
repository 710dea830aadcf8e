import { z } from 'zod';

import { trustedProxyHopsSchema } from '@/lib/domain/request/client-address';
import { parseUploadMaxMb, uploadMaxMbSchema } from '@/lib/domain/gallery/gallery-rules';
import { checkS3Env, S3_ENV_FIELDS } from '@/lib/domain/gallery/s3-storage-env';
import type { PublicSite } from '@/lib/domain/seo/public-origin';

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const serverEnvSchema = z.object({
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, {
        error: 'DATABASE_URL must be a postgres:// connection URL',
      })
      .optional(),
  ),
  ROOT_DOMAIN: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, {
        error: 'ROOT_DOMAIN must be a host name with an optional port, e.g. example.mx',
      })
      .optional(),
  ),
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(65_535).default(3000)),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default('.data')),
  API_URL: z.preprocess(
    blankAsUnset,
    z.url({ error: 'API_URL must be an absolute URL' }).optional(),
  ),
  UPLOAD_MAX_MB: z.preprocess(blankAsUnset, uploadMaxMbSchema.optional()),
  TRUSTED_PROXY_HOPS: z.preprocess(blankAsUnset, trustedProxyHopsSchema.optional()),
  STRIPE_SECRET_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\S+$/, {
        error: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)',
      })
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^whsec_\S+$/, {
        error: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)',
      })
      .optional(),
  ),
  PAYPAL_CLIENT_ID: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  PAYPAL_CLIENT_SECRET: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  /** `live` talks to PayPal's live API; anything else (default) to the sandbox. */
  PAYPAL_ENVIRONMENT: z.preprocess(blankAsUnset, z.enum(['sandbox', 'live']).default('sandbox')),
  PAYPAL_API_BASE: z.preprocess(
    blankAsUnset,
    z.url({ error: 'PAYPAL_API_BASE must be an absolute URL' }).optional(),
  ),
  /** Facturapi's secret key: with it, a shop's staff issue CFDIs; without, invoices stay requested. */
  FACTURAPI_KEY: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  // Uploads in an S3-compatible bucket instead of the local disk (docs/operations.md, Uploads).
  ...S3_ENV_FIELDS,
});

/** The checks across variables, once each is well-formed: a half-configured bucket. */
const checkedServerEnvSchema = serverEnvSchema.superRefine(checkS3Env);

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Where the platform is served when `ROOT_DOMAIN` is not set: the development server. */
export const DEFAULT_ROOT_DOMAIN = 'localhost:3000';

/**
 * The platform's host (`example.mx`, `localhost:3000`): shops are its sub-domains. Read on each
 * call, so tests and the edge middleware see the environment as it is; blank means unset, as in
 * `readServerEnv`, which checks its form at start.
 */
export function rootDomain(env: Record<string, string | undefined> = process.env): string {
  return env.ROOT_DOMAIN?.trim() || DEFAULT_ROOT_DOMAIN;
}

/**
 * The platform's public address: `ROOT_DOMAIN` and `PUBLIC_PROTOCOL` (`http`/`https`, overriding
 * the localhost → http rule). Read at request time, never at build time, so a build runs under
 * any domain.
 */
export function publicSite(env: Record<string, string | undefined> = process.env): PublicSite {
  return { rootDomain: rootDomain(env), protocol: env.PUBLIC_PROTOCOL || undefined };
}

/**
 * The platform's home (`//localhost:3000/`), to leave a shop sub-domain. Protocol-relative, and
 * from ROOT_DOMAIN rather than the request, so pages that link to it stay cacheable.
 */
export function platformHomeUrl(): string {
  return `//${rootDomain()}/`;
}

/** The shared upload limit in MB (header backgrounds, banners, catalogue photos). */
export function uploadMaxMb(): number {
  return parseUploadMaxMb(process.env.UPLOAD_MAX_MB);
}

/** Validates the environment at start: a wrong deploy stops with every problem listed. */
export function readServerEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = checkedServerEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
