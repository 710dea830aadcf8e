'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';

import { AffiliateStoreInputSchema } from '@/lib/api/schemas/stores';
import { getDatabase } from '@/lib/db/client';
import { type StoreFormError, storeFormQuery } from '@/lib/domain/shop/store-form-state';
import { resolveActor } from '@/lib/server/auth/resolve-actor';
import { SESSION_COOKIE } from '@/lib/server/auth/session-token';
import { createAffiliateStore } from '@/lib/server/stores/create-affiliate-store';
import { StoreConflictError } from '@/lib/server/stores/store-errors';

/**
 * The form's submit without JavaScript (with it, the island calls the API): creates the store
 * and opens it, or comes back to the form with the values, the error and the suggestions.
 */
export async function createStoreFromForm(data: FormData): Promise<void> {
  const text = (key: string) => String(data.get(key) ?? '');
  const back = (error: StoreFormError, suggestions: string[] = []) =>
    redirect(
      `/crear-tienda?${storeFormQuery({ error, name: text('name'), slug: text('slug'), suggestions })}`,
    );

  const parsed = AffiliateStoreInputSchema.safeParse(Object.fromEntries(data));
  if (!parsed.success) return back('invalid');
  const { db } = await getDatabase();
  const actor = await resolveActor(db, (await cookies()).get(SESSION_COOKIE)?.value);
  if (actor.kind !== 'user') return back('unauthorized');
  let slug: string;
  try {
    slug = (await createAffiliateStore({ db, actor }, parsed.data)).slug;
  } catch (error) {
    if (error instanceof StoreConflictError) return back(error.code, error.suggestions);
    throw error;
  }
  redirect(`/tienda/${slug}`);
}
