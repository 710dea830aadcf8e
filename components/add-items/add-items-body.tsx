'use client';

import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Toaster, useToast } from '@/components/ui/toaster';
import { fireForkCatalogue } from '@/lib/client/product-events';
import type { ProductType } from '@/lib/domain/vocabulary';
import {
  ADD_ITEMS_PAGE,
  type AddItemsFilters,
  BULK_ADD_WAIT_MS,
  CATEGORY_PICKER_PAGE,
  hasFilters,
  type ItemSource,
  nextOffset,
  type PickedFilter,
  rowState,
  sourceAddable,
  SUPPLIER_PICKER_PAGE,
} from '@/lib/domain/resale/add-items-modal';

import { BulkAddForm } from './bulk-add-form';
import { SourceToggle } from './source-toggle';
import { FilterPicker } from './filter-picker';
import { LoadMore } from '@/components/ui/load-more';
import { dataOf, resaleApi, type ResaleBulkAdded } from './resale-requests';
import { ResaleItemRow } from './resale-item-row';
import { TextSearch } from './text-search';
import { type RowFailure, useRowChanges } from './use-row-changes';

const TOAST_MS = 5_000;

export interface AddItemsBodyProps {
  shopSlug: string;
  type: ProductType;
  /** The supplier filter outlives a closing (only the text and the category are reset). */
  supplier: PickedFilter | null;
  onSupplier: (supplier: PickedFilter | null) => void;
  /**
   * A franchise shop's view, 'my products' or 'other suppliers' (spec 03 §2, §6); null (the
   * default) for the other shops, which get no toggle. It outlives a closing, as the supplier does.
   */
  source?: ItemSource | null;
  onSource?: (source: ItemSource) => void;
  /** Called when the shop's items changed (an add, a removal, a bulk add). */
  onChanged: () => void;
}

/** The query key of the modal's result list. */
export const resaleProductsKey = (
  slug: string,
  type: ProductType,
  filters: AddItemsFilters,
  source: ItemSource | null = null,
) =>
  [
    'resale-products',
    slug,
    type,
    filters.text,
    filters.category?.id ?? '',
    filters.supplier?.id ?? '',
    source ?? '',
  ] as const;

/**
 * The add-items modal's body (spec 03 §2 "Add-items modal", §4): text search with suggestions,
 * category and supplier filters, the summary line, the rows page by page, 'see all' and 'add all
 * to catalogue / my shop'. It mounts on each opening (so the text and the category start empty)
 * and reads the first page afresh.
 */
export function AddItemsBody({
  shopSlug,
  type,
  supplier,
  onSupplier,
  source = null,
  onSource,
  onChanged,
}: AddItemsBodyProps) {
  const t = useTranslations('addItems');
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const [text, setText] = useState('');
  const [category, setCategory] = useState<PickedFilter | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkAdding, setBulkAdding] = useState(false);
  // The bulk add's outcome stays in the modal (not a passing toast) until the next bulk add.
  const [bulkResult, setBulkResult] = useState<string | null>(null);
  const filters = useMemo<AddItemsFilters>(
    () => ({ text, category, supplier }),
    [text, category, supplier],
  );
  const toaster = `${useId()}-toasts`;
  const status = useToast({ toaster, role: 'status', duration: TOAST_MS });
  const alert = useToast({ toaster, role: 'alert', duration: TOAST_MS });
  const wait = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(wait.current), []);

  const key = resaleProductsKey(shopSlug, type, filters, source);
  const origin = source ?? undefined;
  // Another supplier's rows on a franchise shop are browsed, not added in bulk (spec 03 §6).
  const addable = sourceAddable(source);
  const query = useInfiniteQuery({
    queryKey: key,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      dataOf(
        resaleApi.products(
          shopSlug,
          { type, text, category: category?.id, supplier: supplier?.id, source: origin },
          pageParam,
          ADD_ITEMS_PAGE,
        ),
      ),
    getNextPageParam: (_last, pages) => nextOffset(pages),
    // Each opening reads the first page again.
    refetchOnMount: 'always',
  });
  const items = useMemo(
    () => query.data?.pages.flatMap((page) => page.results) ?? [],
    [query.data],
  );
  // A failed read shows as an empty list with zero matches (spec 03 §8).
  const total = query.isError ? 0 : (query.data?.pages.at(-1)?.matches_estimated ?? 0);

  const failureText = (failure: RowFailure) =>
    failure === 'invalid'
      ? t('addInvalid')
      : failure === 'add'
        ? t('addFailed')
        : t('removeFailed');
  const rows = useRowChanges(shopSlug, {
    onAdded: (item) => {
      onChanged();
      status.show(t('added', { name: item.name }));
    },
    onRemoved: (item) => {
      onChanged();
      status.show(t('removed', { name: item.name }));
    },
    onFailed: (_item, failure) =>
      alert.show(failureText(failure), failure === 'invalid' ? 'warning' : 'error'),
  });

  function clearFilters() {
    setInput('');
    setText('');
    setCategory(null);
    onSupplier(null);
  }

  /** Another view: its categories and suppliers are others, so those filters start again. */
  function changeSource(next: ItemSource) {
    setCategory(null);
    onSupplier(null);
    setBulkOpen(false);
    onSource?.(next);
  }

  function bulkDone(result: ResaleBulkAdded) {
    fireForkCatalogue({ shopSlug, catalogue: result.catalogue?.slug ?? null, added: result.added });
    setBulkOpen(false);
    setBulkAdding(true);
    setBulkResult(null);
    onChanged();
    // Spec 03 §4: 'adding' for 3.5 s, then the list is read again.
    wait.current = setTimeout(() => {
      setBulkAdding(false);
      rows.reset();
      void queryClient.resetQueries({ queryKey: ['resale-products', shopSlug] });
      setBulkResult(
        result.catalogue ? t('bulk.addedCatalogue') : t('bulk.addedShop', { count: result.added }),
      );
    }, BULK_ADD_WAIT_MS);
  }

  const summary = [
    t('summary', { count: total }),
    category ? t('summaryCategory', { name: category.name }) : null,
    supplier ? t('summarySupplier', { name: supplier.name }) : null,
    text ? t('summaryText', { text }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className="flex flex-col gap-3">
      {source ? (
        <SourceToggle
          labels={{ legend: t('source.legend'), own: t('source.own'), others: t('source.others') }}
          value={source}
          onChange={changeSource}
        />
      ) : null}
      <TextSearch
        labels={{
          form: t('searchLabel'),
          input: t('searchLabel'),
          placeholder: t('searchPlaceholder'),
          submit: t('searchSubmit'),
          suggestions: t('suggestions'),
          count: (count) => t('suggestionCount', { count }),
        }}
        value={input}
        onValue={setInput}
        onApply={setText}
        queryKey={['resale-suggestions', shopSlug, type, source ?? '']}
        suggest={async (value) =>
          (await dataOf(resaleApi.suggestions(shopSlug, type, value, origin))).results
        }
      />
      <div role="group" aria-label={t('filters')} className="flex flex-col gap-3 sm:flex-row">
        <FilterPicker
          labels={{
            label: t('category'),
            all: t('allCategories'),
            search: t('categorySearch'),
            notFound: t('categoryNotFound'),
            loadMore: t('loadMore'),
            loading: t('loading'),
          }}
          value={category}
          onChange={setCategory}
          queryKey={['resale-categories', shopSlug, type, supplier?.id ?? '', source ?? '']}
          pageSize={CATEGORY_PICKER_PAGE}
          load={(name, offset, limit) =>
            dataOf(resaleApi.categories(shopSlug, type, name, supplier?.id, offset, limit, origin))
          }
        />
        {/* 'My products' are one supplier's: nothing to choose. */}
        {source === 'own' ? null : (
          <FilterPicker
            labels={{
              label: t('supplier'),
              all: t('allSuppliers'),
              search: t('supplierSearch'),
              notFound: t('supplierNotFound'),
              loadMore: t('loadMore'),
              loading: t('loading'),
            }}
            value={supplier}
            onChange={onSupplier}
            queryKey={['resale-suppliers', shopSlug, type, source ?? '']}
            pageSize={SUPPLIER_PICKER_PAGE}
            load={(name, offset, limit) =>
              dataOf(resaleApi.suppliers(shopSlug, type, name, offset, limit, origin))
            }
          />
        )}
      </div>
      {addable ? null : (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('source.othersNote')}</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
          {query.isPending ? t('loading') : summary}
        </p>
        <div className="flex flex-wrap gap-2">
          {hasFilters(filters) ? (
            <Button variant="link" size="sm" onClick={clearFilters}>
              {t(`seeAll.${type}`)}
            </Button>
          ) : null}
          {addable && total > 0 && !bulkOpen && !bulkAdding ? (
            <Button variant="tool" onClick={() => setBulkOpen(true)}>
              {t('bulk.open')}
            </Button>
          ) : null}
        </div>
      </div>
      {bulkOpen ? (
        <BulkAddForm
          shopSlug={shopSlug}
          filters={{
            type,
            // The bulk add takes what the shop may add: on a franchise shop, 'my products'.
            ...(text ? { text } : {}),
            ...(category ? { category: category.id } : {}),
            ...(supplier ? { supplier: supplier.id } : {}),
          }}
          count={total}
          onDone={bulkDone}
          onCancel={() => setBulkOpen(false)}
        />
      ) : null}
      <Notice
        role="status"
        tone={bulkAdding ? 'progress' : 'success'}
        message={bulkAdding ? t('bulk.adding') : bulkResult}
      />
      <section aria-label={t('results')} aria-busy={query.isFetching || undefined}>
        {!query.isPending && items.length === 0 ? (
          <p className="py-8 text-center text-gray-600 dark:text-gray-300">
            {t(`notFound.${type}`)}
          </p>
        ) : (
          <ul>
            {items.map((item) => (
              <ResaleItemRow
                key={item.id}
                item={item}
                state={rowState(item.in_store, rows.states.get(item.id))}
                onAdd={() => void rows.add(item)}
                onRemove={() => {
                  onChanged();
                  rows.remove(item);
                }}
                onUndo={() => rows.undo(item)}
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
      </section>
      <Toaster id={toaster} />
    </div>
  );
}
