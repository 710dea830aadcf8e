import type { Server } from 'node:http';

export const DRAIN_MS: number;
export function closeAppConnections(global?: object): Promise<void>;
export function stopServer(
  server: Server,
  options?: { drainMs?: number; releaseLock?: () => void; log?: (message: string) => void },
): Promise<void>;
export function stopOnSignals(
  server: Server,
  options?: {
    releaseLock?: () => void;
    drainMs?: number;
    exit?: (code: number) => void;
    log?: (message: string) => void;
  },
): (signal: NodeJS.Signals) => void;
