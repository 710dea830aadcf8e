/** Next's `cacheHandler`: the shared Redis cache with REDIS_URL, Next's own otherwise (cache-handler.mjs). */
export default class TiendaCacheHandler {
  constructor(
    ctx: { serverDistDir: string; maxMemoryCacheSize?: number } & Record<string, unknown>,
  );
  get(
    key: string,
    ctx: Record<string, unknown>,
  ): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
