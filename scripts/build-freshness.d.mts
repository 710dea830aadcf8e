export function sourceFingerprint(root: string): string;
export function buildIsFresh(root: string, distDir: string): boolean;
export function recordBuild(root: string, distDir: string, fingerprint: string): void;
export function buildIfStale(
  root: string,
  distDir: string,
  env?: Record<string, string>,
): number | null;
