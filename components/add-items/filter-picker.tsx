'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  nextOffset,
  type PickedFilter,
  SEARCH_DEBOUNCE_MS,
} from '@/lib/domain/resale/add-items-modal';

import { LoadMore } from '@/components/ui/load-more';
import { useDebounced } from '@/lib/client/use-debounced';

export interface FilterPickerLabels {
  /** 'Categoría'. */
  label: string;
  /** 'Todas las categorías'. */
  all: string;
  /** 'Buscar categoría'. */
  search: string;
  /** 'Categoría no encontrada'. */
  notFound: string;
  loadMore: string;
  loading: string;
}

export interface FilterPickerProps {
  labels: FilterPickerLabels;
  value: PickedFilter | null;
  onChange: (value: PickedFilter | null) => void;
  /** The query key of the options (the picker adds its search text). */
  queryKey: readonly unknown[];
  pageSize: number;
  load: (
    text: string,
    offset: number,
    limit: number,
  ) => Promise<{ results: PickedFilter[]; matches_estimated: number }>;
}

/**
 * A filter dropdown of the add-items modal (category, supplier): a button naming the choice opens
 * a panel with its own search (400 ms pause) and a list that loads page after page as it
 * scrolls. Escape or a choice closes it and gives focus back to the button.
 */
export function FilterPicker({
  labels,
  value,
  onChange,
  queryKey,
  pageSize,
  load,
}: FilterPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const text = useDebounced(input.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const toggle = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  const query = useInfiniteQuery({
    queryKey: [...queryKey, text],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => load(text, pageParam, pageSize),
    getNextPageParam: (_last, pages) => nextOffset(pages),
    enabled: open,
  });
  const options = query.data?.pages.flatMap((page) => page.results) ?? [];

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function choose(next: PickedFilter | null) {
    onChange(next);
    setOpen(false);
    toggle.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  }

  const optionClass = (selected: boolean) =>
    `block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-shop-1 dark:hover:bg-gray-800 ${selected ? 'font-semibold' : ''}`;

  return (
    <div
      ref={root}
      className="relative min-w-0 flex-1"
      onKeyDown={onKeyDown}
      data-picker-open={open || undefined}
    >
      <span
        id={`${id}-label`}
        className="mb-1 block text-xs font-medium text-gray-700 dark:text-gray-300"
      >
        {labels.label}
      </span>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        className="focus-visible:outline-shop-1 flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-gray-300 bg-white px-3 text-left text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
        onClick={() => setOpen((shown) => !shown)}
      >
        <span id={`${id}-value`} className="truncate">
          {value?.name ?? labels.all}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      <div
        id={`${id}-panel`}
        hidden={!open}
        className="absolute inset-x-0 top-full z-10 mt-1 rounded-lg border border-gray-200 bg-white p-2 shadow-lg dark:border-gray-700 dark:bg-gray-900"
      >
        {open ? (
          <>
            <Field
              id={`${id}-search`}
              label={labels.search}
              variant="compact"
              labelClassName="sr-only"
            >
              {(control) => (
                <Input
                  {...control}
                  type="search"
                  variant="compact"
                  className="w-full"
                  autoComplete="off"
                  placeholder={labels.search}
                  value={input}
                  onChange={(event) => setInput(event.target.value)}
                />
              )}
            </Field>
            <ul aria-labelledby={`${id}-label`} className="mt-2 max-h-60 overflow-y-auto">
              <li>
                <button
                  type="button"
                  aria-pressed={value === null}
                  className={optionClass(value === null)}
                  onClick={() => choose(null)}
                >
                  {labels.all}
                </button>
              </li>
              {options.map((option) => (
                <li key={option.id}>
                  <button
                    type="button"
                    aria-pressed={value?.id === option.id}
                    className={optionClass(value?.id === option.id)}
                    onClick={() => choose({ id: option.id, name: option.name })}
                  >
                    {option.name}
                  </button>
                </li>
              ))}
              {query.hasNextPage ? (
                <li className="flex">
                  <LoadMore
                    label={labels.loadMore}
                    loading={query.isFetchingNextPage}
                    onLoad={() => void query.fetchNextPage()}
                  />
                </li>
              ) : null}
            </ul>
            <p
              role="status"
              className="px-3 py-1 text-sm text-gray-600 empty:hidden dark:text-gray-300"
            >
              {query.isPending ? labels.loading : options.length === 0 ? labels.notFound : ''}
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
