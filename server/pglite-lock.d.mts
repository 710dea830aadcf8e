export class DatabaseInUseError extends Error {}
export function acquirePgliteLock(dataDir: string): () => void;
export function embeddedDataDir(env?: Record<string, string | undefined>): string;
export function lockEmbeddedDatabaseAtStart(env?: Record<string, string | undefined>): () => void;
