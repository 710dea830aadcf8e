import fs from 'node:fs';
import path from 'node:path';

/** Another live process holds the folder: its message says what to do, no stack trace needed. */
export class DatabaseInUseError extends Error {
  name = 'DatabaseInUseError';
}

/**
 * PGlite corrupts its data folder when two processes open it. The first process writes its PID
 * into `<dir>.lock`; another live process is refused with a clear message. A stale lock (its
 * process is gone) is taken over. The same process may take it again (the server takes it at start,
 * the app's database client again when it opens PGlite).
 *
 * Plain JavaScript so the server (server/run.mjs, run by plain `node`) takes the lock before it
 * listens, with the very code the app's database client uses (lib/db/pglite-lock.ts).
 */
export function acquirePgliteLock(dataDir) {
  const lockPath = `${dataDir}.lock`;
  const holder = readLockHolder(lockPath);
  if (holder !== null && holder !== process.pid && isProcessAlive(holder)) {
    throw new DatabaseInUseError(
      `The embedded database at ${dataDir} is in use by process ${holder}. ` +
        'Stop that process first, or set DATABASE_URL to use PostgreSQL.',
    );
  }
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.writeFileSync(lockPath, String(process.pid));
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    if (readLockHolder(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  };
  process.once('exit', release);
  return release;
}

/** Where the embedded database lives when no DATABASE_URL is set (lib/db/config.ts reads it here). */
export function embeddedDataDir(env = process.env) {
  return path.resolve(env.DATA_DIR || '.data', 'pglite');
}

/**
 * The server's start: with the embedded database, take its lock before listening, so a second
 * server on the same folder stops here with the message instead of saying Ready and answering 500.
 * Returns the release (a no-op with PostgreSQL, which serves any number of processes).
 */
export function lockEmbeddedDatabaseAtStart(env = process.env) {
  if (env.DATABASE_URL?.trim()) return () => {};
  return acquirePgliteLock(embeddedDataDir(env));
}

function readLockHolder(lockPath) {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
