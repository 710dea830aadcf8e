import 'server-only';

import type { ActivationStore } from '@/lib/api/schemas/auth';
import type { Db } from '@/lib/db/client';
import { storeFormQuery } from '@/lib/domain/shop/store-form-state';

import { insertAffiliateStore, storeConflictOf } from '../stores/create-affiliate-store';
import { StoreConflictError, isUniqueViolation } from '../stores/store-errors';
import type { PendingStore } from './registration-store';

/** Where a user whose sign-up store could not be created picks another slug. */
export const STORE_CREATION_PATH = '/crear-tienda';
/** Tells `/crear-tienda` the refused slug comes from the sign-up (it says the account is active). */
export const FROM_SIGNUP = 'from=signup';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Creates the sign-up's store inside the activation's transaction, in a savepoint so that a
 * slug lost to a race (unique violation) leaves the activation standing. Conflicts come back
 * as the value; any other error aborts the activation.
 */
export async function createPendingStore(
  tx: Transaction,
  userId: string,
  store: PendingStore,
): Promise<unknown> {
  try {
    await tx.transaction((savepoint) => insertAffiliateStore(savepoint, userId, store));
    return null;
  } catch (error) {
    if (error instanceof StoreConflictError || isUniqueViolation(error)) return error;
    throw error;
  }
}

/** What became of the sign-up's store, with free suggestions when its slug was lost. */
export async function storeOutcome(
  db: Db,
  store: PendingStore,
  failure: unknown,
): Promise<ActivationStore> {
  if (!failure) return { ...store, status: 'created', suggestions: [] };
  const conflict = await storeConflictOf(db, failure, store);
  return { ...store, status: conflict.code, suggestions: conflict.suggestions };
}

/** `/crear-tienda` with the refused slug, its name, the reason and the suggestions. */
export function storeRetryPath(store: ActivationStore): string {
  const query = storeFormQuery({
    error: store.status === 'created' ? 'slug_taken' : store.status,
    name: store.name,
    slug: store.slug,
    suggestions: store.suggestions,
  });
  return `${STORE_CREATION_PATH}?${query}&${FROM_SIGNUP}`;
}
