'use client';

import { type ComponentProps, type ReactNode, type RefObject, useEffect } from 'react';

import { ShopButton } from '@/components/ui/shop-button';
import { Field, type FieldControlProps } from '@/components/ui/field';
import { SearchIcon } from '@/components/ui/line-icons';
import { Select } from '@/components/ui/select';
import { SEARCH_TEXT_MAX_LENGTH } from '@/lib/domain/search/search-autocomplete';
import type { ProductType } from '@/lib/domain/vocabulary';

import type { SearchLabels, SearchTypeOption } from './search-box-types';

/**
 * The text field's attributes the first-load bar (`SearchBox`) and the combobox
 * (`SearchAutocomplete`) share, so the one that replaces the other looks and submits the same.
 */
export function searchInputAttributes(id: string, labels: SearchLabels) {
  return {
    variant: 'compact',
    type: 'search',
    name: 'search',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-controls': `${id}-listbox`,
    autoComplete: 'off',
    enterKeyHint: 'search',
    maxLength: SEARCH_TEXT_MAX_LENGTH,
    placeholder: labels.placeholder,
    className: 'w-full',
  } as const;
}

/**
 * Focuses the text field when the `<details>` around the bar opens (the nav bar's search toggle),
 * when `enabled`.
 */
export function useFocusOnReveal(inputRef: RefObject<HTMLInputElement | null>, enabled?: boolean) {
  useEffect(() => {
    const details = enabled ? inputRef.current?.closest('details') : null;
    if (!details) return;
    const onToggle = () => {
      if (details.open) inputRef.current?.focus();
    };
    details.addEventListener('toggle', onToggle);
    return () => details.removeEventListener('toggle', onToggle);
  }, [inputRef, enabled]);
}

/**
 * The shop's search form (a GET to the chosen type's list, which is all it is without JavaScript):
 * the type selector, the text field the caller draws (`input`, with its suggestions list), the
 * submit button and the polite status line. Shared by `SearchBox` and `SearchAutocomplete`.
 */
export function SearchBarForm({
  id,
  labels,
  types,
  type,
  onTypeChange,
  input,
  status,
  ...form
}: Omit<ComponentProps<'form'>, 'children'> & {
  id: string;
  labels: SearchLabels;
  types: SearchTypeOption[];
  type: ProductType;
  onTypeChange: (type: ProductType) => void;
  input: (control: FieldControlProps) => ReactNode;
  status?: ReactNode;
}) {
  const current = types.find((option) => option.type === type) ?? types[0];
  return (
    <form
      role="search"
      aria-label={labels.form}
      method="get"
      action={current?.listHref}
      className="relative flex w-full items-stretch gap-2"
      {...form}
    >
      <Field id={`${id}-type`} label={labels.type} labelClassName="sr-only" className="shrink-0">
        {(control) => (
          <Select
            {...control}
            variant="compact"
            value={type}
            onChange={(event) => onTypeChange(event.target.value as ProductType)}
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
        {input}
      </Field>
      <ShopButton type="submit" variant="contrast" size="sm">
        <SearchIcon width={16} height={16} />
        <span className="max-sm:sr-only">{labels.submit}</span>
      </ShopButton>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {status}
      </div>
    </form>
  );
}
