'use client';

import { type ComponentType, useId, useRef, useState } from 'react';

import { Input } from '@/components/ui/input';
import type { ProductType } from '@/lib/domain/vocabulary';

import { SearchBarForm, searchInputAttributes, useFocusOnReveal } from './search-bar-form';
import type { SearchAutocompleteProps, SearchStart } from './search-box-types';

type Combobox = ComponentType<SearchAutocompleteProps>;

/**
 * The shop's search bar as the page first loads it: the same form `SearchAutocomplete` draws (a
 * GET form to the type list, which is all it is without JavaScript), and the type selector
 * already changes where it goes. The combobox, its suggestions and its keys are a chunk of their
 * own, fetched when the visitor reaches for the bar (pointer over it, a touch, the focus, or the
 * nav bar's search toggle opening); it then replaces the bar, keeping the type, the text typed so
 * far, the focus and the caret. Until it comes, or if it cannot be fetched, the form still searches.
 */
export function SearchBox(props: SearchAutocompleteProps) {
  const { types, labels, focusOnReveal } = props;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const requested = useRef(false);
  const [type, setType] = useState<ProductType>(types[0]?.type ?? 'product');
  const [Full, setFull] = useState<Combobox | null>(null);

  function upgrade() {
    if (requested.current) return;
    requested.current = true;
    void import('./search-autocomplete').then(
      (chunk) => setFull(() => chunk.SearchAutocomplete),
      () => {
        // Offline, or a new deployment: the form goes on working; the next reach tries again.
        requested.current = false;
      },
    );
  }

  useFocusOnReveal(inputRef, focusOnReveal);

  if (Full) {
    // Read while the bar is still in the page (the combobox's first render), so nothing typed
    // in between is lost.
    const initial = (): SearchStart => {
      const field = inputRef.current;
      const focused = Boolean(field) && document.activeElement === field;
      return {
        type,
        text: field?.value ?? '',
        focused,
        selection: field && focused ? [field.selectionStart ?? 0, field.selectionEnd ?? 0] : null,
      };
    };
    return <Full {...props} initial={initial} />;
  }

  return (
    <SearchBarForm
      id={id}
      labels={labels}
      types={types}
      type={type}
      onTypeChange={setType}
      onPointerEnter={upgrade}
      onTouchStart={upgrade}
      onFocus={upgrade}
      input={(control) => (
        <>
          <Input
            {...control}
            {...searchInputAttributes(id, labels)}
            ref={inputRef}
            aria-expanded={false}
            defaultValue=""
          />
          <ul id={`${id}-listbox`} role="listbox" aria-label={labels.suggestions} hidden />
        </>
      )}
    />
  );
}
