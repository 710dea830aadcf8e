import type { IncomingMessage, Server, ServerResponse } from 'node:http';

import type { Logger } from 'pino';

export function createFrontServer(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: { token: string; logger?: Logger },
): Server;
