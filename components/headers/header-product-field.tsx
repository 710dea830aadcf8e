'use client';

import { useState } from 'react';

import { useSearchSuggestions } from '@/components/storefront/search/use-search-suggestions';

import { FIELD, HINT, LABEL } from '../account/form-styles';
import { FieldError } from '../account/field-error';
import { fill } from '../catalogues/catalogue-labels';
import type { HeaderEditorLabels } from './header-labels';

/** The words the field shows: the header editor's, or another editor's with the same keys (the banner form's). */
export type ProductFieldLabels = Pick<
  HeaderEditorLabels,
  'chosenProduct' | 'changeProduct' | 'productSearch' | 'productSearchHint' | 'searching' | 'noProducts' | 'productResults' | 'chooseProduct'
> & { fields: Pick<HeaderEditorLabels['fields'], 'product'> };

export interface ChosenProduct {
  id: string;
  name: string;
}

/**
 * The header form's product (spec 01 §2, §7 "Product search for header form") and the banner
 * form's product link: a search over the
 * shop's items (400 ms after typing stops), each result a button that chooses it; once chosen, its
 * name with a button to choose another.
 */
export function HeaderProductField({
  shopSlug,
  locale,
  labels,
  id,
  chosen,
  error,
  onChoose,
}: {
  shopSlug: string;
  locale: string;
  labels: ProductFieldLabels;
  id: string;
  chosen: ChosenProduct | null;
  error: string | undefined;
  onChoose: (product: ChosenProduct | null) => void;
}) {
  const [text, setText] = useState('');
  const wanted = text.trim().toLowerCase();
  const { suggestions, loading } = useSearchSuggestions(shopSlug, undefined, chosen || !wanted ? null : wanted);
  const nameOf = (item: { name: string; name_en: string | null }) => (locale === 'en' && item.name_en ? item.name_en : item.name);

  if (chosen) {
    return (
      <div>
        <p className={LABEL}>{labels.fields.product}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <p id={`${id}-chosen`} className="text-sm">
            {fill(labels.chosenProduct, { name: chosen.name })}
          </p>
          <button
            type="button"
            onClick={() => onChoose(null)}
            className="text-sm font-medium text-blue-800 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-shop-1 dark:text-blue-300"
          >
            {labels.changeProduct}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {labels.productSearch}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={!!error || undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={FIELD}
      />
      <p id={`${id}-hint`} className={HINT}>
        {labels.productSearchHint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
      <p aria-live="polite" className={wanted && (loading || suggestions.length === 0) ? 'mt-2 text-sm' : 'sr-only'}>
        {wanted ? (loading ? labels.searching : suggestions.length === 0 ? labels.noProducts : null) : null}
      </p>
      {wanted && suggestions.length > 0 ? (
        <ul aria-label={labels.productResults} className="mt-2 max-h-48 space-y-1 overflow-y-auto">
          {suggestions.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onChoose({ id: item.id, name: nameOf(item) })}
                aria-label={fill(labels.chooseProduct, { name: nameOf(item) })}
                className="w-full rounded-lg px-3 py-2 text-left text-sm ring-1 ring-gray-200 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-1 dark:ring-gray-700 dark:hover:bg-gray-800"
              >
                {nameOf(item)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
