'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useSearchSuggestions } from '@/components/storefront/search/use-search-suggestions';
import { Button } from '@/components/ui/button';
import { LABEL_CLASS } from '@/components/ui/control-classes';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/**
 * The namespaces whose words the field shows: the header editor's, or the banner editor's, which has
 * the same keys for its product link (`chosenProduct`, `changeProduct`, `productSearch`, …).
 */
export type ProductFieldNamespace = 'headerEditor' | 'bannerEditor';

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
  namespace,
  label,
  id,
  chosen,
  error,
  onChoose,
}: {
  shopSlug: string;
  locale: string;
  namespace: ProductFieldNamespace;
  /** The field's name ('Producto'). */
  label: string;
  id: string;
  chosen: ChosenProduct | null;
  error: string | undefined;
  onChoose: (product: ChosenProduct | null) => void;
}) {
  const t = useTranslations(namespace);
  const [text, setText] = useState('');
  const wanted = text.trim().toLowerCase();
  const { suggestions, loading } = useSearchSuggestions(
    shopSlug,
    undefined,
    chosen || !wanted ? null : wanted,
  );
  const nameOf = (item: { name: string; name_en: string | null }) =>
    locale === 'en' && item.name_en ? item.name_en : item.name;

  if (chosen) {
    return (
      <div>
        <p className={LABEL_CLASS}>{label}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <p id={`${id}-chosen`} className="text-sm">
            {t('chosenProduct', { name: chosen.name })}
          </p>
          <Button variant="link" size="sm" onClick={() => onChoose(null)}>
            {t('changeProduct')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div>
      <Field id={id} label={t('productSearch')} hint={t('productSearchHint')} error={error}>
        {(control) => (
          <Input
            {...control}
            type="search"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <p
        aria-live="polite"
        className={wanted && (loading || suggestions.length === 0) ? 'mt-2 text-sm' : 'sr-only'}
      >
        {wanted
          ? loading
            ? t('searching')
            : suggestions.length === 0
              ? t('noProducts')
              : null
          : null}
      </p>
      {wanted && suggestions.length > 0 ? (
        <ul aria-label={t('productResults')} className="mt-2 max-h-48 space-y-1 overflow-y-auto">
          {suggestions.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onChoose({ id: item.id, name: nameOf(item) })}
                aria-label={t('chooseProduct', { name: nameOf(item) })}
                className="focus-visible:outline-shop-1 w-full rounded-lg px-3 py-2 text-left text-sm ring-1 ring-gray-200 hover:bg-gray-100 focus-visible:outline-2 dark:ring-gray-700 dark:hover:bg-gray-800"
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
