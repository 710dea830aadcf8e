'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import { placementApi } from '@/components/listings/placement-requests';
import { ADD_PRODUCT, DELETE_PRODUCT, fireProductEvent } from '@/lib/client/product-events';
import { REMOVAL_UNDO_MS, type RowState } from '@/lib/domain/resale/add-items-modal';

import type { ResaleItem } from './resale-requests';

export type RowFailure = 'invalid' | 'add' | 'remove';

export interface RowChangeEvents {
  onAdded: (item: ResaleItem) => void;
  onRemoved: (item: ResaleItem) => void;
  onFailed: (item: ResaleItem, failure: RowFailure) => void;
}

/**
 * The rows' add and remove (spec 03 §4 "Item row in the add-items modal"): an add is a call at
 * once; a removal shows 'deleting' for 5 s with Undo, and only then the DELETE is sent. Each
 * change fires ADD_PRODUCT or DELETE_PRODUCT on the document. A removal still waiting when the
 * modal closes is sent at once (its undo window closes with the modal).
 */
export function useRowChanges(shopSlug: string, events: RowChangeEvents) {
  const [states, setStates] = useState<ReadonlyMap<string, RowState>>(new Map());
  const timers = useRef(
    new Map<string, { timer: ReturnType<typeof setTimeout>; item: ResaleItem }>(),
  );
  const latest = useRef(events);
  useEffect(() => {
    latest.current = events;
  });
  const set = useCallback((id: string, state: RowState) => {
    setStates((current) => new Map(current).set(id, state));
  }, []);

  const add = useCallback(
    async (item: ResaleItem) => {
      set(item.id, 'adding');
      const answer = await placementApi.add(shopSlug, item.id);
      if (answer.ok) {
        set(item.id, 'in');
        fireProductEvent(ADD_PRODUCT, { id: item.id, shopSlug, product: item });
        latest.current.onAdded(item);
      } else {
        set(item.id, 'out');
        latest.current.onFailed(
          item,
          answer.status === 422 && answer.error.code === 'invalid_product' ? 'invalid' : 'add',
        );
      }
    },
    [set, shopSlug],
  );

  const sendRemoval = useCallback(
    async (item: ResaleItem) => {
      timers.current.delete(item.id);
      set(item.id, 'removing');
      const answer = await placementApi.remove(shopSlug, item.id);
      if (answer.ok || answer.status === 404) {
        set(item.id, 'out');
        fireProductEvent(DELETE_PRODUCT, { id: item.id, shopSlug });
        latest.current.onRemoved(item);
      } else {
        set(item.id, 'in');
        latest.current.onFailed(item, 'remove');
      }
    },
    [set, shopSlug],
  );

  const remove = useCallback(
    (item: ResaleItem) => {
      if (timers.current.has(item.id)) return;
      set(item.id, 'deleting');
      const timer = setTimeout(() => void sendRemoval(item), REMOVAL_UNDO_MS);
      timers.current.set(item.id, { timer, item });
    },
    [sendRemoval, set],
  );

  const undo = useCallback(
    (item: ResaleItem) => {
      const pending = timers.current.get(item.id);
      if (!pending) return;
      clearTimeout(pending.timer);
      timers.current.delete(item.id);
      set(item.id, 'in');
    },
    [set],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const { timer, item } of pending.values()) {
        clearTimeout(timer);
        placementApi.removeOnExit(shopSlug, item.id);
        fireProductEvent(DELETE_PRODUCT, { id: item.id, shopSlug });
      }
      pending.clear();
    };
  }, [shopSlug]);

  /** Forgets the modal's own states (after a reload, the list says what is in the shop). */
  const reset = useCallback(() => setStates(new Map()), []);

  return { states, add, remove, undo, reset };
}
