import type { IncomingMessage } from 'node:http';

export const FRONT_ADDRESS_HEADER: string;
export const FRONT_TOKEN_VARIABLE: string;
export function markClientAddress(req: IncomingMessage, token: string): void;
