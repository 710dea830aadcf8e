'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';

import { LoadMore } from '@/components/ui/load-more';
import { useDebounced } from '@/lib/client/use-debounced';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Toaster, useToast } from '@/components/ui/toaster';
import { nextOffset, SEARCH_DEBOUNCE_MS } from '@/lib/domain/resale/add-items-modal';
import { FRANCHISE_DIALOG_PAGE_SIZE } from '@/lib/domain/shop/franchises';

import { franchiseApi } from './franchise-requests';
import { FranchiseRow } from './franchise-row';
import { useFranchiseToggles } from './use-franchise-toggles';

/** Spec 03 §9: notifications stay 4 to 7 s. */
const TOAST_MS = 5_000;

export interface FranchiseDialogBodyProps {
  shopSlug: string;
  /** An add or a removal landed: the page is refreshed when the dialog closes. */
  onChanged: () => void;
  /** A removal in its undo window was sent as the dialog closed. */
  onSentOnClose: (sent: Promise<unknown>) => void;
}

/**
 * The franchise dialog (spec 03 §2 "Franchise dialogs", §4 "Franchise"): a search, the published
 * franchise and affinity stores in an infinite list (2 a page, spec 03 §9), each with an add or
 * remove toggle; a removal waits 5 s with Undo; a toast says each change. A failed read is an
 * empty list (spec 03 §8).
 */
export function FranchiseDialogBody({
  shopSlug,
  onChanged,
  onSentOnClose,
}: FranchiseDialogBodyProps) {
  const t = useTranslations('franchiseDialog');
  const [input, setInput] = useState('');
  const text = useDebounced(input.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const toaster = `${useId()}-toasts`;
  const status = useToast({ toaster, role: 'status', duration: TOAST_MS });
  const alert = useToast({ toaster, role: 'alert', duration: TOAST_MS });

  const query = useInfiniteQuery({
    queryKey: ['franchises', shopSlug, text],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      franchiseApi.page(shopSlug, text, pageParam, FRANCHISE_DIALOG_PAGE_SIZE),
    getNextPageParam: (_last, pages) => nextOffset(pages),
    refetchOnMount: 'always',
  });
  const rows = useMemo(
    () => (query.isError ? [] : (query.data?.pages.flatMap((page) => page.results) ?? [])),
    [query.data, query.isError],
  );
  const total = query.isError ? 0 : (query.data?.pages.at(-1)?.matches_estimated ?? 0);

  const toggles = useFranchiseToggles(shopSlug, {
    onAdded: () => {
      onChanged();
      status.show(t('added'));
    },
    onRemoved: () => {
      onChanged();
      status.show(t('removed'));
    },
    onFailed: () => alert.show(t('failed'), 'error'),
    onSentOnClose,
  });

  return (
    <div className="flex flex-col gap-3">
      <form
        role="search"
        aria-label={t('searchLabel')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Field label={t('searchLabel')}>
          {(control) => (
            <Input
              {...control}
              type="search"
              autoComplete="off"
              placeholder={t('searchPlaceholder')}
              value={input}
              onChange={(event) => setInput(event.target.value)}
            />
          )}
        </Field>
      </form>
      <p className="text-sm text-gray-600 dark:text-gray-300" aria-live="polite">
        {query.isPending ? t('loading') : t('summary', { count: total })}
      </p>
      {rows.length === 0 && !query.isPending ? (
        <p className="py-6 text-center text-gray-700 dark:text-gray-200">{t('empty')}</p>
      ) : (
        <ul aria-label={t('title')}>
          {rows.map((franchise) => (
            <FranchiseRow
              key={franchise.id}
              franchise={franchise}
              state={toggles.stateOf(franchise)}
              onAdd={() => void toggles.add(franchise)}
              onRemove={() => toggles.remove(franchise)}
              onUndo={() => toggles.undo(franchise)}
            />
          ))}
        </ul>
      )}
      {query.hasNextPage && !query.isError ? (
        <div className="flex">
          <LoadMore
            label={t('loadMore')}
            loading={query.isFetchingNextPage}
            onLoad={() => void query.fetchNextPage()}
          />
        </div>
      ) : null}
      <Toaster id={toaster} />
    </div>
  );
}
