import 'server-only';

import type { Context } from 'hono';

import en from '@/messages/en.json';
import es from '@/messages/es.json';

import type { StoreConflictError } from '../stores/store-errors';
import type { ApiEnv } from './env';

export const STORE_ERRORS = { es: es.stores.errors, en: en.stores.errors } as const;

/** 409 `{ code, message, suggestions? }` of a refused store (creation or sign-up with a store). */
export function storeConflictResponse(c: Context<ApiEnv>, error: StoreConflictError) {
  const messages = STORE_ERRORS[c.var.locale];
  const message = error.code === 'slug_taken' ? messages.slugTaken : messages.storeExists;
  const suggestions = error.code === 'slug_taken' ? { suggestions: error.suggestions } : {};
  return c.json({ code: error.code, message, ...suggestions }, 409);
}
