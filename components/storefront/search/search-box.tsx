'use client';

import { type ComponentType, useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SearchIcon } from '@/components/ui/line-icons';
import { Select } from '@/components/ui/select';
import { LIST_SEARCH_MAX_LENGTH } from '@/lib/domain/catalogue/list-search';
import type { ProductType } from '@/lib/domain/vocabulary';

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
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const requested = useRef(false);
  const [type, setType] = useState<ProductType>(types[0]?.type ?? 'product');
  const [Full, setFull] = useState<Combobox | null>(null);
  const current = types.find((option) => option.type === type) ?? types[0];

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

  useEffect(() => {
    const details = focusOnReveal ? formRef.current?.closest('details') : null;
    if (!details) return;
    const onToggle = () => {
      if (details.open) inputRef.current?.focus();
    };
    details.addEventListener('toggle', onToggle);
    return () => details.removeEventListener('toggle', onToggle);
  }, [focusOnReveal]);

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
    <form
      ref={formRef}
      role="search"
      aria-label={labels.form}
      method="get"
      action={current?.listHref}
      className="relative flex w-full items-stretch gap-2"
      onPointerEnter={upgrade}
      onTouchStart={upgrade}
      onFocus={upgrade}
    >
      <Field id={`${id}-type`} label={labels.type} labelClassName="sr-only" className="shrink-0">
        {(control) => (
          <Select
            {...control}
            variant="compact"
            value={type}
            onChange={(event) => setType(event.target.value as ProductType)}
          >
            {types.map((option) => (
              <option key={option.type} value={option.type}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={`${id}-input`}
        label={labels.input}
        labelClassName="sr-only"
        className="min-w-0 flex-1"
      >
        {(control) => (
          <>
            <Input
              {...control}
              ref={inputRef}
              variant="compact"
              type="search"
              name="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={false}
              aria-controls={`${id}-listbox`}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={LIST_SEARCH_MAX_LENGTH}
              placeholder={labels.placeholder}
              defaultValue=""
              className="w-full"
            />
            <ul id={`${id}-listbox`} role="listbox" aria-label={labels.suggestions} hidden />
          </>
        )}
      </Field>
      <Button type="submit" variant="contrast" size="sm">
        <SearchIcon width={16} height={16} />
        <span className="max-sm:sr-only">{labels.submit}</span>
      </Button>
      <div aria-live="polite" aria-atomic="true" className="sr-only" />
    </form>
  );
}
