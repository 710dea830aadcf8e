'use client';

import { useEffect, useState } from 'react';

import type { ProductSummary } from '@/lib/api/schemas/product';
import type { ProductType } from '@/lib/domain/vocabulary';
import { autocompleteQuery, SEARCH_DEBOUNCE_MS } from '@/lib/domain/search/search-autocomplete';

export type Suggestion = Pick<ProductSummary, 'id' | 'owner' | 'type' | 'name' | 'name_en'>;

interface Answer {
  /** The request the results answer (`type` + text), to tell fresh results from stale ones. */
  key: string;
  results: Suggestion[];
}

/**
 * The shop's items (of `type`, or of every type when it is undefined) matching `text` (already
 * lower-cased, `null` for none), asked
 * `SEARCH_DEBOUNCE_MS` after the last change; a newer text or type aborts the request in flight.
 * While a new answer is on its way the last one stays (`loading` tells). A failed request shows
 * no suggestions (spec 01 §6: failed loads are ignored).
 */
export function useSearchSuggestions(
  shopSlug: string,
  type: ProductType | undefined,
  text: string | null,
) {
  const [answer, setAnswer] = useState<Answer>({ key: '', results: [] });
  const key = text === null ? '' : `${type ?? ''}\n${text}`;

  useEffect(() => {
    if (text === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      let results: Suggestion[] = [];
      try {
        // The API client comes with the first question: it is not in the pages' first load.
        const { browserApiClient } = await import('@/lib/api/client');
        const response = await browserApiClient().api.shops[':slug'].search.$get(
          { param: { slug: shopSlug }, query: autocompleteQuery(text, type) },
          { init: { signal: controller.signal } },
        );
        if (response.ok) results = (await response.json()).results;
      } catch {
        if (controller.signal.aborted) return;
      }
      if (!controller.signal.aborted) setAnswer({ key: `${type ?? ''}\n${text}`, results });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [shopSlug, type, text]);

  return {
    suggestions: text === null ? [] : answer.results,
    loading: text !== null && answer.key !== key,
  };
}
