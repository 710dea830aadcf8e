/**
 * The in-process layer before Redis: the most recently used entries up to `maxBytes` (their
 * encoded size), so a page this instance served a moment ago costs no round trip. A Map keeps
 * insertion order, so re-inserting on every read makes its first key the least recently used.
 */
export class LocalEntries {
  #entries = new Map();
  #bytes = 0;
  #maxBytes;

  constructor(maxBytes) {
    this.#maxBytes = maxBytes;
  }

  get(key) {
    const item = this.#entries.get(key);
    if (!item) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, item);
    return item.entry;
  }

  set(key, entry, bytes) {
    this.delete(key);
    // An entry larger than the whole layer is only kept in Redis.
    if (bytes > this.#maxBytes) return;
    this.#entries.set(key, { entry, bytes });
    this.#bytes += bytes;
    for (const [oldest, item] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= item.bytes;
    }
  }

  delete(key) {
    const item = this.#entries.get(key);
    if (!item) return;
    this.#entries.delete(key);
    this.#bytes -= item.bytes;
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
