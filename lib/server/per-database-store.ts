import 'server-only';

import type { Db } from '@/lib/db/client';
import { LocalEntries } from '@/server/shared-cache/local-entries.mjs';

/**
 * An in-process store of `maxBytes` (least recently used first out) per database, so tests'
 * databases never share entries: `storeFor(db)`.
 */
export function storePerDatabase<T>(maxBytes: number): (db: Db) => LocalEntries<T> {
  const stores = new WeakMap<Db, LocalEntries<T>>();
  return (db) => {
    let store = stores.get(db);
    if (!store) {
      store = new LocalEntries<T>(maxBytes);
      stores.set(db, store);
    }
    return store;
  };
}
