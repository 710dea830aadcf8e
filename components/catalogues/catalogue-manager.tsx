'use client';

import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';

import { Button, buttonVariants } from '@/components/ui/button';
import { Toaster, useToast } from '@/components/ui/toaster';
import type { Catalogue } from '@/lib/api/schemas/catalogue';
import {
  CATALOGUE_DELETE_UNDO_MS,
  CATALOGUE_POSITION_NOTICE_MS,
  CATALOGUE_TOAST_MS,
  moveItem,
} from '@/lib/domain/catalogue/catalogue-rules';

import { catalogueApi } from './catalogue-requests';
import { CatalogueFormDialog } from './catalogue-form-dialog';
import { CatalogueRow } from './catalogue-row';
import { useCatalogueList } from './use-catalogue-list';

/**
 * Up and down arrows move the row exactly one place: to the centre of the row above or below the
 * one it is over. (dnd-kit's `sortableKeyboardCoordinates` picks "the closest row in that
 * direction" from measured corners, which skipped a row inside the modal's scrolling list.)
 */
function oneRowAtATime(ids: readonly UniqueIdentifier[]): KeyboardCoordinateGetter {
  return (
    event,
    { context: { active, over, collisionRect, droppableRects }, currentCoordinates },
  ) => {
    const step = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    const at = ids.indexOf(over?.id ?? active?.id ?? '');
    const target = at < 0 ? undefined : ids[at + step];
    const rect = target === undefined ? undefined : droppableRects.get(target);
    if (!rect || !collisionRect) return currentCoordinates;
    const shift = rect.top + rect.height / 2 - (collisionRect.top + collisionRect.height / 2);
    return { x: currentCoordinates.x, y: currentCoordinates.y + shift };
  };
}

/** Rows only move up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export interface CatalogueManagerProps {
  shopSlug: string;
  /** Grows with each opening of the modal: the list is read afresh. */
  opening: number;
}

/**
 * The body of 'My catalogues' (spec 01 §2, §4, §8): the table (name, product count, actions)
 * loading 30 at a time as it scrolls (height 400), drag-to-reorder by pointer or keyboard with the
 * list changed at once and put back on failure, 'New catalogue' and edit, and deletes that wait
 * 5 s with Undo before the call.
 */
export function CatalogueManager({ shopSlug, opening }: CatalogueManagerProps) {
  const t = useTranslations('myCatalogues');
  const { query, items, total: count, setItems, reload } = useCatalogueList(shopSlug);
  // Toasts hide themselves after 4 s, the position notice after 2.5 s (spec 01 §9).
  const toaster = `${useId()}-toasts`;
  const status = useToast({ toaster, role: 'status', duration: CATALOGUE_TOAST_MS });
  const alert = useToast({ toaster, role: 'alert', duration: CATALOGUE_TOAST_MS });
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const [hasProducts, setHasProducts] = useState<Catalogue | null>(null);
  const moves = useRef<Promise<void>>(Promise.resolve());
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const [liveRoot, setLiveRoot] = useState<HTMLDivElement | null>(null);
  const firstOpening = useRef(opening);

  const coordinateGetter = useMemo(() => oneRowAtATime(items.map((c) => c.id)), [items]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  // Each new opening shows the list as the server has it now.
  useEffect(() => {
    if (opening !== firstOpening.current) void reload();
  }, [opening, reload]);

  // A delete still in its undo window when the page goes away is sent anyway (keepalive).
  useEffect(() => {
    const pending = timers.current;
    const flush = () => {
      for (const [id, timer] of pending) {
        clearTimeout(timer);
        catalogueApi.removeOnExit(shopSlug, id);
      }
      pending.clear();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [shopSlug]);

  // Infinite scroll inside the 400 px list.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scroller.current, rootMargin: '80px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const nameOf = (id: UniqueIdentifier) => items.find((c) => c.id === id)?.name ?? '';
  // Positions as plain digits, as the announcements have always read them.
  const placeOf = (id: UniqueIdentifier | undefined) =>
    String(id === undefined ? 0 : items.findIndex((c) => c.id === id) + 1);
  const total = String(items.length);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('announcePickedUp', { name: nameOf(active.id), position: placeOf(active.id), total }),
    onDragOver: ({ active, over }) =>
      over
        ? t('announceMoved', { name: nameOf(active.id), position: placeOf(over.id), total })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('announceDropped', { name: nameOf(active.id), position: placeOf(over.id), total })
        : undefined,
    onDragCancel: ({ active }) => t('announceCancelled', { name: nameOf(active.id) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const before = items;
    const from = before.findIndex((c) => c.id === active.id);
    const to = before.findIndex((c) => c.id === over.id);
    if (from < 0 || to < 0) return;
    setItems((list) => moveItem(list, from, to));
    status.show(t('updatingPosition'), 'progress', CATALOGUE_POSITION_NOTICE_MS);
    // Moves go out one after another, in the order they were made.
    moves.current = moves.current.then(async () => {
      const answer = await catalogueApi.move(shopSlug, String(active.id), to);
      if (answer.ok) return;
      setItems(() => before);
      alert.show(
        answer.error.code === 'updating_position_error' ? t('positionLater') : t('positionFailed'),
      );
    });
  }

  const stopDeleting = (id: string) =>
    setDeleting((set) => {
      const next = new Set(set);
      next.delete(id);
      return next;
    });

  async function sendDelete(catalogue: Catalogue, force: boolean) {
    timers.current.delete(catalogue.id);
    const answer = await catalogueApi.remove(shopSlug, catalogue.id, force);
    stopDeleting(catalogue.id);
    if (answer.ok) {
      setItems((list) => list.filter((c) => c.id !== catalogue.id), -1);
      status.show(t('deleted'));
    } else if (answer.error.code === 'product_catalogue_has_products') {
      setHasProducts(catalogue);
    } else {
      alert.show(t('deleteFailed'));
    }
  }

  function startDelete(catalogue: Catalogue) {
    setHasProducts(null);
    setDeleting((set) => new Set(set).add(catalogue.id));
    timers.current.set(
      catalogue.id,
      setTimeout(() => void sendDelete(catalogue, false), CATALOGUE_DELETE_UNDO_MS),
    );
  }

  function undoDelete(catalogue: Catalogue) {
    clearTimeout(timers.current.get(catalogue.id));
    timers.current.delete(catalogue.id);
    stopDeleting(catalogue.id);
  }

  function onSaved(catalogue: Catalogue, created: boolean) {
    if (created) {
      // Loaded rows are the first n of the shop's order; a new last one joins them once all are loaded.
      setItems((list) => (hasNextPage ? list : [...list, catalogue]), 1);
      status.show(t('created', { name: catalogue.name }));
    } else {
      setItems((list) => list.map((c) => (c.id === catalogue.id ? catalogue : c)));
      status.show(t('updated', { name: catalogue.name }));
    }
  }

  return (
    <div className="space-y-3">
      <div ref={setLiveRoot} />
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
          {query.isSuccess
            ? count === 1
              ? t('countOne')
              : t('countOther', { count: String(count) })
            : null}
        </p>
        <CatalogueFormDialog
          shopSlug={shopSlug}
          onSaved={onSaved}
          triggerClassName={buttonVariants({ variant: 'tool-primary' })}
        />
      </div>
      <Toaster id={toaster} />
      {hasProducts ? (
        <div
          role="alert"
          className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          <p>{t('hasProducts', { name: hasProducts.name })}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="tool-danger"
              size="sm"
              onClick={() => {
                const catalogue = hasProducts;
                setHasProducts(null);
                setDeleting((set) => new Set(set).add(catalogue.id));
                void sendDelete(catalogue, true);
              }}
            >
              {t('deleteAnyway')}
            </Button>
            <Button variant="tool-current" size="sm" onClick={() => setHasProducts(null)}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      <div
        ref={scroller}
        className="max-h-[400px] overflow-y-auto rounded-lg ring-1 ring-gray-200 dark:ring-gray-700"
      >
        {query.isPending ? (
          <p role="status" className="p-4 text-sm">
            {t('loading')}
          </p>
        ) : query.isError ? (
          <div role="alert" className="space-y-2 p-4 text-sm">
            <p>{t('loadFailed')}</p>
            <Button variant="tool-current" size="sm" onClick={() => void reload()}>
              {t('retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="p-4 text-sm text-gray-700 dark:text-gray-300">{t('empty')}</p>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            modifiers={[verticalOnly]}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t('dragInstructions') },
              ...(liveRoot ? { container: liveRoot } : {}),
            }}
          >
            <table className="w-full table-fixed border-collapse text-sm">
              <caption className="sr-only">{t('title')}</caption>
              <thead className="sticky top-0 z-20 bg-gray-50 text-left text-xs tracking-wide text-gray-600 uppercase dark:bg-gray-800 dark:text-gray-300">
                <tr>
                  <td className="w-10" />
                  <th scope="col" className="py-2 pr-2 font-semibold">
                    {t('name')}
                  </th>
                  <th scope="col" className="w-20 py-2 pr-2 font-semibold sm:w-28">
                    {t('products')}
                  </th>
                  <th scope="col" className="w-24 py-2 pr-2 text-right font-semibold sm:w-36">
                    {t('actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                <SortableContext
                  items={items.map((c) => c.id)}
                  strategy={verticalListSortingStrategy}
                >
                  {items.map((catalogue) => (
                    <CatalogueRow
                      key={catalogue.id}
                      catalogue={catalogue}
                      shopSlug={shopSlug}
                      deleting={deleting.has(catalogue.id)}
                      onDelete={startDelete}
                      onUndo={undoDelete}
                      onSaved={(c) => onSaved(c, false)}
                    />
                  ))}
                </SortableContext>
              </tbody>
            </table>
            {hasNextPage ? (
              <div ref={sentinel} className="p-2 text-center">
                <Button
                  variant="tool"
                  size="sm"
                  onClick={() => void fetchNextPage()}
                  disabled={isFetchingNextPage}
                >
                  {isFetchingNextPage ? t('loadingMore') : t('loadMore')}
                </Button>
              </div>
            ) : null}
          </DndContext>
        )}
      </div>
    </div>
  );
}
