import type { IncomingMessage, ServerResponse } from 'node:http';

export const IMMUTABLE_FILES: string;
export function dropRevalidationHeaders(req: IncomingMessage, res: ServerResponse): void;
