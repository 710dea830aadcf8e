/** Next's own page and data cache, search results pages in memory only (local-page-cache.mjs). */
export class LocalPageCache {
  constructor(ctx: Record<string, unknown>);
  get(key: string, ctx: Record<string, unknown>): Promise<unknown>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  expireTags(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
