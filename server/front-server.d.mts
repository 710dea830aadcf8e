import type { IncomingMessage, Server, ServerResponse } from 'node:http';

import type { Logger } from 'pino';

export function createFrontServer(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: {
    token: string;
    logger?: Logger;
    /** Answers some requests ahead of `handle` (server/direct-api.mjs); undefined leaves them. */
    direct?: (req: IncomingMessage, res: ServerResponse) => Promise<void> | undefined;
  },
): Server;
