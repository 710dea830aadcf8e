import type { IncomingMessage } from 'node:http';

export const FRONT_ADDRESS_HEADER: string;
export const FRONT_TOKEN_VARIABLE: string;
/** Sets the header; returns the address chain it states (without the token). */
export function markClientAddress(req: IncomingMessage, token: string): string;
export function trustedProxyHops(value: string | undefined): number;
export function clientAddressFromChain(chain: string, hops: number): string;
