import { fileURLToPath } from 'node:url';

import { z } from 'zod';

/** The module next.config.ts registers as Next's `cacheHandler` (an absolute path, as Next requires). */
export const CACHE_HANDLER_PATH = fileURLToPath(new URL('./cache-handler.mjs', import.meta.url));

/** Where the shared cache keeps its keys unless REDIS_KEY_PREFIX says otherwise. */
export const DEFAULT_KEY_PREFIX = 'tienda:cache:';

const blankToUndefined = (value) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

const settingsSchema = z.object({
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' })
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[\w:.-]{1,64}$/, {
        error: 'REDIS_KEY_PREFIX must be 1 to 64 letters, digits or any of _ : . -',
      })
      .optional(),
  ),
});

/**
 * The shared cache's settings, or null when REDIS_URL is unset (each instance keeps Next's own
 * cache, as a single instance always has). A malformed value is an error, so a typo stops the
 * start instead of silently leaving every instance with its own cache.
 */
export function sharedCacheSettings(env = process.env) {
  const parsed = settingsSchema.safeParse({
    REDIS_URL: env.REDIS_URL,
    REDIS_KEY_PREFIX: env.REDIS_KEY_PREFIX,
  });
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  const { REDIS_URL: url, REDIS_KEY_PREFIX: keyPrefix } = parsed.data;
  return url ? { url, keyPrefix: keyPrefix ?? DEFAULT_KEY_PREFIX } : null;
}
