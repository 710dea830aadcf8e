import { z } from 'zod';

/**
 * The environment that moves uploads from the local disk to an S3-compatible bucket (AWS S3, MinIO,
 * Cloudflare R2, s3rver in the tests): `S3_BUCKET` turns it on, the rest says where and how.
 * lib/env.ts checks it at start with the rest of the environment; `s3StorageSettings` reads it
 * when the storage is chosen.
 */

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

export const S3_ENV_FIELDS = {
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'S3_BUCKET must be a bucket name: 3-63 lower-case letters, digits, dots or hyphens',
    }),
  ),
  S3_ENDPOINT: optional(
    z.url({
      protocol: /^https?$/,
      error: 'S3_ENDPOINT must be an http(s) URL, e.g. http://127.0.0.1:9000 for MinIO',
    }),
  ),
  S3_REGION: optional(
    z.string().regex(/^[a-z0-9-]{1,50}$/, {
      error: 'S3_REGION must be a region name such as us-east-1 (R2: auto)',
    }),
  ),
  S3_ACCESS_KEY_ID: optional(z.string().max(256)),
  S3_SECRET_ACCESS_KEY: optional(z.string().max(256)),
  S3_FORCE_PATH_STYLE: optional(
    z.enum(['1', 'true', '0', 'false'], {
      error: 'S3_FORCE_PATH_STYLE must be 1, true, 0 or false',
    }),
  ),
};

type S3Env = z.infer<z.ZodObject<typeof S3_ENV_FIELDS>>;

/**
 * The checks across variables: a half-configured store stops the start rather than leaving uploads
 * on one instance's disk (the very thing the store is there to avoid) or failing at the first upload.
 */
export function checkS3Env(env: S3Env, ctx: z.RefinementCtx): void {
  const problem = (path: keyof S3Env, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (!env.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => env[name] !== undefined,
    );
    if (stray.length > 0) {
      problem(
        'S3_BUCKET',
        `S3_BUCKET is required when ${stray.join(' and ')} ${stray.length > 1 ? 'are' : 'is'} set (without it uploads stay on the local disk)`,
      );
    }
    return;
  }
  if (env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY === undefined) {
    problem('S3_SECRET_ACCESS_KEY', 'S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID');
  }
  if (env.S3_SECRET_ACCESS_KEY !== undefined && env.S3_ACCESS_KEY_ID === undefined) {
    problem('S3_ACCESS_KEY_ID', 'S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY');
  }
}

export interface S3StorageSettings {
  bucket: string;
  /** Absent: AWS S3 itself, found from the region. */
  endpoint?: string;
  region: string;
  /** Absent: the SDK's own chain (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path rather than the host name: MinIO, s3rver and most self-hosted stores. */
  forcePathStyle: boolean;
}

const s3EnvSchema = z.object(S3_ENV_FIELDS).superRefine(checkS3Env);

/**
 * The bucket uploads go to, or null for the local disk (no `S3_BUCKET`). Throws, naming every
 * problem, on an environment lib/env.ts would have refused at start.
 */
export function s3StorageSettings(
  env: Record<string, string | undefined> = process.env,
): S3StorageSettings | null {
  const parsed = s3EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid upload storage environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  if (!vars.S3_BUCKET) return null;
  return {
    bucket: vars.S3_BUCKET,
    endpoint: vars.S3_ENDPOINT,
    region: vars.S3_REGION ?? 'us-east-1',
    credentials:
      vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE === '1' || vars.S3_FORCE_PATH_STYLE === 'true',
  };
}
