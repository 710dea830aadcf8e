import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER: string;
export function acceptedRequestId(value: unknown): string | null;
export function requestIdFor(value: unknown): string;
export function markRequestId(req: IncomingMessage, res: ServerResponse): string;
