import type { ChildProcess } from 'node:child_process';

/**
 * Whether `child` has exited, waiting at most `ms` for it (0: just look). Shared by the harnesses
 * that start servers: the bench's, the multi-instance e2e's and the nginx bench's.
 */
export function exitedWithin(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
