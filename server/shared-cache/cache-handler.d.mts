/** Next's `cacheHandler` with REDIS_URL: the shared Redis cache (shared-cache-store.mjs). */
export default class TiendaCacheHandler {
  constructor(ctx: { serverDistDir: string; maxMemoryCacheSize?: number });
  get(
    key: string,
    ctx: Record<string, unknown>,
  ): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
