import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export function createFrontServer(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: { token: string },
): Server;
