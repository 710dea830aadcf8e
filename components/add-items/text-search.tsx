'use client';

import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SearchIcon } from '@/components/ui/line-icons';
import { SEARCH_DEBOUNCE_MS, searchText } from '@/lib/domain/resale/add-items-modal';

import { useDebounced } from '@/lib/client/use-debounced';

export interface TextSearchLabels {
  form: string;
  input: string;
  placeholder: string;
  submit: string;
  suggestions: string;
  /** ICU: '{count} sugerencias'. */
  count: (count: number) => string;
}

export interface TextSearchProps {
  labels: TextSearchLabels;
  value: string;
  onValue: (value: string) => void;
  /** Applies a search (Enter, the button or a suggestion). */
  onApply: (text: string) => void;
  /** The query key of the suggestions (the search adds the text). */
  queryKey: readonly unknown[];
  suggest: (text: string) => Promise<string[]>;
}

/**
 * The modal's text search: an ARIA 1.2 combobox offering the item names the suggestions endpoint
 * gives for the text (after a 400 ms pause; none for blank text). Arrow keys move through them,
 * Enter applies the active one or else the text, Escape closes the list.
 */
export function TextSearch({
  labels,
  value,
  onValue,
  onApply,
  queryKey,
  suggest,
}: TextSearchProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = useDebounced(searchText(value), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: [...queryKey, text],
    queryFn: () => suggest(text),
    enabled: text !== '',
  });
  const options = text === '' ? [] : (query.data ?? []);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function apply(next: string) {
    setOpen(false);
    setActive(-1);
    onApply(searchText(next));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const last = options.length - 1;
        const down = event.key === 'ArrowDown';
        setActive((current) =>
          current === -1
            ? down
              ? 0
              : last
            : down
              ? (current + 1) % options.length
              : (current - 1 + options.length) % options.length,
        );
        return;
      }
      case 'Enter': {
        const option = expanded ? options[active] : undefined;
        if (option === undefined) return; // the form applies the text
        event.preventDefault();
        onValue(option);
        apply(option);
        return;
      }
      case 'Escape':
        if (!expanded) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
    }
  }

  return (
    <form
      role="search"
      aria-label={labels.form}
      className="relative flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        apply(value);
      }}
    >
      <Field id={`${id}-input`} label={labels.input} variant="compact" className="min-w-0 flex-1">
        {(control) => (
          <Input
            {...control}
            type="search"
            variant="compact"
            className="w-full"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={labels.placeholder}
            value={value}
            onChange={(event) => {
              onValue(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <Button type="submit" variant="contrast" size="sm" aria-label={labels.submit}>
        <SearchIcon width={16} height={16} aria-hidden="true" />
      </Button>
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label={labels.suggestions}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
      >
        {options.map((option, index) => (
          <li
            key={option}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="cursor-pointer px-3 py-2 text-sm aria-selected:bg-gray-100 dark:aria-selected:bg-gray-800"
            // Chosen on mousedown, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              onValue(option);
              apply(option);
            }}
          >
            {option}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded ? labels.count(options.length) : ''}
      </p>
    </form>
  );
}
