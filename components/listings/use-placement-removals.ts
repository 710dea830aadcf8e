'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import type { ProductSummary } from '@/lib/api/schemas/product';
import { LISTING_REMOVE_UNDO_MS } from '@/lib/domain/catalogue/listing-rules';

import { placementApi } from './placement-requests';

/** Where a product of the list stands: waiting out its undo window, or taken out of the store. */
export type RemovalState = 'removing' | 'removed';

type Item = Pick<ProductSummary, 'id' | 'type'>;

export interface RemovalOutcomes {
  /** The call went through (or the product was already gone). */
  onRemoved: (item: Item) => void;
  onRemoveFailed: (item: Item) => void;
  onAdded: (item: Item) => void;
  onAddFailed: (item: Item, code: string) => void;
}

/**
 * Removals with a 5-second undo window (spec 01 §4, §9; spec 03 §4): `remove` marks the product
 * 'removing' and makes the call only when the window passes; `undo` cancels it. A removal still in
 * its window when the page goes away (`pagehide`, or the list unmounting on a client navigation)
 * is sent at once with `keepalive`, so the owner's intent is never dropped silently. In the store,
 * a removed product stays on the page as 'removed' and `addToStore` puts it back at its place; in a
 * catalogue the caller drops it from the list.
 */
export function usePlacementRemovals(
  shopSlug: string,
  catalogue: string | undefined,
  outcomes: RemovalOutcomes,
) {
  const [states, setStates] = useState<ReadonlyMap<string, RemovalState>>(new Map());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const latest = useRef(outcomes);
  useEffect(() => {
    latest.current = outcomes;
  });

  const setState = useCallback((id: string, state: RemovalState | null) => {
    setStates((current) => {
      const next = new Map(current);
      if (state) next.set(id, state);
      else next.delete(id);
      return next;
    });
  }, []);

  useEffect(() => {
    const pending = timers.current;
    const flush = () => {
      for (const [id, timer] of pending) {
        clearTimeout(timer);
        placementApi.removeOnExit(shopSlug, id, catalogue);
      }
      pending.clear();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [shopSlug, catalogue]);

  async function send(item: Item) {
    timers.current.delete(item.id);
    const answer = await placementApi.remove(shopSlug, item.id, catalogue);
    // Already gone (removed in another tab) is what was wanted.
    if (answer.ok || answer.error.code === 'product_not_found') {
      setState(item.id, catalogue ? null : 'removed');
      latest.current.onRemoved(item);
    } else {
      setState(item.id, null);
      latest.current.onRemoveFailed(item);
    }
  }

  function remove(item: Item) {
    if (timers.current.has(item.id)) return;
    setState(item.id, 'removing');
    timers.current.set(
      item.id,
      setTimeout(() => void send(item), LISTING_REMOVE_UNDO_MS),
    );
  }

  function undo(item: Item) {
    clearTimeout(timers.current.get(item.id));
    timers.current.delete(item.id);
    setState(item.id, null);
  }

  /** Lists the product in the store (a removed one back at zero-based `position` of its list when given). */
  async function addToStore(item: Item, position?: number) {
    const answer = await placementApi.add(shopSlug, item.id, undefined, position);
    if (answer.ok) {
      setState(item.id, null);
      latest.current.onAdded(item);
    } else {
      latest.current.onAddFailed(item, answer.error.code);
    }
  }

  return { states, remove, undo, addToStore };
}
