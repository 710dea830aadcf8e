import fs from 'node:fs';

/**
 * PGlite corrupts its data folder when two processes open it. The first process writes its PID
 * into `<dir>.lock`; another live process is refused with a clear message. A stale lock (its
 * process is gone) is taken over.
 */
export function acquirePgliteLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  const holder = readLockHolder(lockPath);
  if (holder !== null && holder !== process.pid && isProcessAlive(holder)) {
    throw new Error(
      `The embedded database at ${dataDir} is in use by process ${holder}. ` +
        'Stop that process first, or set DATABASE_URL to use PostgreSQL.',
    );
  }
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

function readLockHolder(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
