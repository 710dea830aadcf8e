/**
 * The store-creation form without JavaScript: a failed submit comes back to the page with what
 * was typed and why it failed in the query, so the page shows the error and keeps the values.
 */
export const STORE_FORM_ERRORS = ['invalid', 'slug_taken', 'store_exists', 'unauthorized'] as const;
export type StoreFormError = (typeof STORE_FORM_ERRORS)[number];

export interface StoreFormState {
  error: StoreFormError;
  name: string;
  slug: string;
  suggestions: string[];
}

const MAX_SUGGESTIONS_IN_QUERY = 20;

export function storeFormQuery(state: StoreFormState): string {
  const query = new URLSearchParams({
    error: state.error,
    name: state.name.slice(0, 120),
    slug: state.slug.slice(0, 63),
  });
  if (state.suggestions.length) query.set('suggestions', state.suggestions.join(','));
  return query.toString();
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

/** The state a query names, or null when it names none (a plain visit). */
export function parseStoreFormQuery(
  query: Record<string, string | string[] | undefined>,
): StoreFormState | null {
  const error = first(query.error);
  if (!(STORE_FORM_ERRORS as readonly string[]).includes(error)) return null;
  return {
    error: error as StoreFormError,
    name: first(query.name).slice(0, 120),
    slug: first(query.slug).slice(0, 63),
    suggestions: first(query.suggestions)
      .split(',')
      .filter((s) => /^[a-z0-9_-]{1,63}$/.test(s))
      .slice(0, MAX_SUGGESTIONS_IN_QUERY),
  };
}
