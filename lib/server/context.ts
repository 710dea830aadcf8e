import 'server-only';

import type { Db } from '@/lib/db/client';
import type { UserLevel } from '@/lib/domain/vocabulary';

/** Who acts. Anonymous visitors carry no id (spec: "the configured anonymous id"). */
export type Actor = { kind: 'anonymous' } | { kind: 'user'; userId: string; level: UserLevel };

export const ANONYMOUS: Actor = { kind: 'anonymous' };

/** What every service receives: the database and the actor it checks permissions for. */
export interface ServiceContext {
  db: Db;
  actor: Actor;
}
