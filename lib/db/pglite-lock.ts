// The lock lives in server/ as plain JavaScript: the server takes it before it listens, and the
// app's database client takes it again (same process) when it opens PGlite.
export { acquirePgliteLock, DatabaseInUseError } from '@/server/pglite-lock.mjs';
