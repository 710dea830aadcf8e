import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Logger } from 'pino';

export function loggedTarget(url: string | undefined): { path: string; queryKeys?: string[] };
export function logAccess(
  req: IncomingMessage,
  res: ServerResponse,
  options: { logger: Logger; requestId: string; clientAddress: string },
): void;
