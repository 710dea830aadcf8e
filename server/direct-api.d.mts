import type { IncomingMessage, ServerResponse } from 'node:http';

export interface HeaderRule {
  pattern: RegExp;
  headers: { key: string; value: string }[];
}

/** `undefined` takes the offer back (tests). */
export function offerDirectApi(
  fetch: ((request: Request) => Response | Promise<Response>) | undefined,
): void;

export function readHeaderRules(distDir: string): HeaderRule[];

export function directApi(
  headerRules: HeaderRule[],
): (req: IncomingMessage, res: ServerResponse) => Promise<void> | undefined;
