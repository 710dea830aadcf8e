export function inlineScriptHashes(html: string): { hashes: string[]; foreign: string[] };
export function pinnedPolicy(policy: string, hashes: readonly string[]): string | null;
export function withoutScriptNonces(html: string): string;
