'use client';

import { useRouter } from 'next/navigation';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

import { Input } from '@/components/ui/input';
import type { ProductType } from '@/lib/domain/vocabulary';
import { productPath } from '@/lib/domain/paths/product-paths';
import { autocompleteText, createOptionHref } from '@/lib/domain/search/search-autocomplete';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { SearchBarForm, searchInputAttributes, useFocusOnReveal } from './search-bar-form';
import type { SearchAutocompleteProps } from './search-box-types';
import { type Suggestion, useSearchSuggestions } from './use-search-suggestions';

export type { SearchAutocompleteProps };

interface Option {
  key: string;
  label: string;
  href: string;
  create?: boolean;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

function suggestionOption(suggestion: Suggestion, base: string, locale: string): Option {
  return {
    key: suggestion.id,
    label: locale === 'en' && suggestion.name_en ? suggestion.name_en : suggestion.name,
    href: shopHref(base, productPath(suggestion)),
  };
}

/**
 * The shop search: a type selector and an ARIA 1.2 combobox whose listbox offers the matching
 * items and, last, the 'create' option (the type list filtered by `"text"*`). Arrow keys move
 * through the options, Enter opens the active one, Escape closes the list (or clears the text).
 * Without JavaScript it is a plain GET form to the type list. Picking an option also closes the
 * `<details>` panel the bar sits in, if any. Pages load it on the visitor's first reach for the
 * bar (`SearchBox`), and it takes over the type, text, focus and caret the bar had.
 */
export function SearchAutocomplete({
  shopSlug,
  base,
  locale,
  types,
  labels,
  focusOnReveal,
  initial,
}: SearchAutocompleteProps) {
  const router = useRouter();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [start] = useState(() => initial?.() ?? null);
  const [type, setType] = useState<ProductType>(start?.type ?? types[0]?.type ?? 'product');
  const [input, setInput] = useState(start?.text ?? '');
  const [open, setOpen] = useState(start?.focused ?? false);
  // The active option by key, not position: when fresher results arrive, the option the user
  // highlighted stays highlighted (or none is) — Enter never opens something they did not choose.
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const text = autocompleteText(input);
  const { suggestions, loading } = useSearchSuggestions(shopSlug, type, text);
  const current = types.find((t) => t.type === type) ?? types[0];

  const options: Option[] =
    text === null || !current
      ? []
      : [
          ...suggestions.map((s) => suggestionOption(s, base, locale)),
          {
            key: 'create',
            label: fill(labels.create, { text, type: current.label }),
            href: createOptionHref(base, type, text),
            create: true,
          },
        ];
  const expanded = open && options.length > 0;
  const active =
    expanded && activeKey !== null ? options.findIndex((option) => option.key === activeKey) : -1;
  const optionId = (index: number) => `${id}-option-${index}`;
  const count = options.length - 1;
  const status =
    expanded && !loading
      ? count === 0
        ? labels.none
        : fill(count === 1 ? labels.countOne : labels.countOther, { count })
      : '';

  useEffect(() => {
    if (active >= 0)
      listRef.current
        ?.querySelector(`#${CSS.escape(optionId(active))}`)
        ?.scrollIntoView({ block: 'nearest' });
  });

  // Taking over from the bar the visitor was in: the focus and the caret stay where they were.
  useLayoutEffect(() => {
    const field = inputRef.current;
    if (!start?.focused || !field) return;
    field.focus();
    if (start.selection) field.setSelectionRange(...start.selection);
  }, [start]);

  useFocusOnReveal(inputRef, focusOnReveal);

  function pick(option: Option) {
    setOpen(false);
    setActiveKey(null);
    // The panel the bar sits in (the nav bar's search toggle) closes too: the chosen page shows
    // uncovered, and the focus goes back to the panel's button rather than to a hidden input.
    const panel = inputRef.current?.closest('details');
    if (panel?.open) {
      panel.open = false;
      panel.querySelector('summary')?.focus();
    }
    router.push(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        if (!expanded || event.altKey) {
          setOpen(true);
          if (event.altKey) return;
        }
        const down = event.key === 'ArrowDown';
        const next =
          active === -1
            ? down
              ? 0
              : last
            : down
              ? active === last
                ? 0
                : active + 1
              : active === 0
                ? last
                : active - 1;
        setActiveKey(options[next]?.key ?? null);
        return;
      }
      case 'Enter': {
        const option = options[active];
        if (!option) return; // no active option: the form is submitted
        event.preventDefault();
        pick(option);
        return;
      }
      case 'Escape':
        if (!expanded && input === '') return;
        event.preventDefault();
        if (expanded) setOpen(false);
        else setInput('');
        setActiveKey(null);
        return;
    }
  }

  return (
    <SearchBarForm
      id={id}
      labels={labels}
      types={types}
      type={type}
      onTypeChange={(next) => {
        setType(next);
        setActiveKey(null);
      }}
      status={status}
      input={(control) => (
        <>
          <Input
            {...control}
            {...searchInputAttributes(id, labels)}
            ref={inputRef}
            aria-expanded={expanded}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              setOpen(true);
              setActiveKey(null);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <ul
            ref={listRef}
            id={`${id}-listbox`}
            role="listbox"
            aria-label={labels.suggestions}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-[min(26rem,70vh)] overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 text-sm text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
          >
            {options.map((option, index) => (
              <li
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
                className={`cursor-pointer px-3 py-2 break-words aria-selected:bg-gray-100 dark:aria-selected:bg-gray-800 ${
                  option.create ? 'border-t border-gray-200 font-medium dark:border-gray-700' : ''
                }`}
              >
                {option.label}
              </li>
            ))}
          </ul>
        </>
      )}
    />
  );
}
