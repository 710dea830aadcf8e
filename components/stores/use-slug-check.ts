'use client';

import { useCallback, useEffect, useState } from 'react';

import { browserApiClient } from '@/lib/api/client';
import { storeSlugProblem } from '@/lib/domain/shop/store-slug';

/** Spec 02 §9: inputs that ask the server wait 400 ms after the last keystroke. */
export const SLUG_CHECK_DEBOUNCE_MS = 400;

export type SlugCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'free' }
  | { status: 'taken'; suggestions: string[] };

const IDLE: SlugCheck = { status: 'idle' };

async function requestSlugCheck(slug: string, name: string): Promise<SlugCheck> {
  const res = await browserApiClient().api.stores.slug.exists.$post({ json: { slug, name } });
  if (!res.ok) return IDLE;
  const body = await res.json();
  return body.exists ? { status: 'taken', suggestions: body.suggestions } : { status: 'free' };
}

/** The slug as the server compares it; null when it is not worth asking (invalid). */
function checkable(slug: string): string | null {
  const wanted = slug.trim().toLowerCase();
  return wanted && storeSlugProblem(wanted) !== 'invalid_slug' ? wanted : null;
}

/**
 * Asks whether `slug` is taken, 400 ms after it (or the name the suggestions come from) last
 * changed; invalid slugs are not sent (the form shows 'Invalid slug'). Each answer belongs to the
 * slug it was for, so a stale one never shows. A network failure leaves the answer to the submit.
 */
export function useSlugCheck(
  slug: string,
  name: string,
  initial: SlugCheck = IDLE,
): [SlugCheck, (check: SlugCheck) => void] {
  const wanted = checkable(slug);
  const [answer, setAnswer] = useState(() => ({ slug: wanted, check: initial }));

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const timer = setTimeout(() => {
      setAnswer((previous) =>
        previous.slug === wanted ? previous : { slug: wanted, check: { status: 'checking' } },
      );
      requestSlugCheck(wanted, name)
        .catch(() => IDLE)
        .then((check) => current && setAnswer({ slug: wanted, check }));
    }, SLUG_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted, name]);

  const set = useCallback((check: SlugCheck) => setAnswer({ slug: wanted, check }), [wanted]);
  return [wanted && answer.slug === wanted ? answer.check : IDLE, set];
}
