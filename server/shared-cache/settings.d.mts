export const CACHE_HANDLER_PATH: string;
export const DEFAULT_KEY_PREFIX: string;
export interface SharedCacheSettings {
  url: string;
  keyPrefix: string;
}
export function sharedCacheSettings(
  env?: Record<string, string | undefined>,
): SharedCacheSettings | null;
