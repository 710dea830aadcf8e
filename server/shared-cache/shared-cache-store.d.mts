export interface TagRecord {
  stale?: number;
  expired?: number;
}

export interface CacheData {
  lastModified: number;
  value: unknown;
  cacheControl?: unknown;
}

/** What Next passes to a cache handler's get and set (the fields this store reads). */
export interface CacheContext {
  fetchCache?: boolean;
  tags?: string[];
  softTags?: string[];
  cacheControl?: unknown;
}

export class SharedCacheStore {
  constructor(options: {
    url: string;
    keyPrefix: string;
    buildId: string;
    maxLocalBytes: number;
    tagsManifest: Map<string, TagRecord>;
    log?: Pick<Console, 'warn' | 'info'>;
  });
  whenConnected(): Promise<unknown>;
  get(key: string, ctx?: CacheContext): Promise<CacheData | null>;
  set(key: string, value: unknown, ctx?: CacheContext): Promise<void>;
  expireTags(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  close(): Promise<void>;
}
