export class LocalEntries<T = unknown> {
  constructor(maxBytes: number);
  get(key: string): T | undefined;
  set(key: string, entry: T, bytes: number): void;
  delete(key: string): void;
  clear(): void;
}
