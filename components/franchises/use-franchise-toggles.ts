'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import { FRANCHISE_REMOVAL_UNDO_MS } from '@/lib/domain/shop/franchises';
import { type RowState, rowState } from '@/lib/domain/resale/add-items-modal';

import { franchiseApi, type FranchiseRowData } from './franchise-requests';

export interface FranchiseToggleEvents {
  onAdded: (franchise: FranchiseRowData) => void;
  onRemoved: (franchise: FranchiseRowData) => void;
  onFailed: (franchise: FranchiseRowData) => void;
  /** A removal still in its undo window when the dialog closed, sent then. */
  onSentOnClose: (sent: Promise<unknown>) => void;
}

/**
 * The rows' add and remove (spec 03 §4 "Franchise"): an add is sent at once (`in_store` turns
 * true); a removal shows 'deleting' for 5 s with Undo and only then sends the DELETE. A removal
 * still waiting when the dialog closes is sent at once.
 */
export function useFranchiseToggles(shopSlug: string, events: FranchiseToggleEvents) {
  const [states, setStates] = useState<ReadonlyMap<string, RowState>>(new Map());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const latest = useRef(events);
  useEffect(() => {
    latest.current = events;
  });
  const set = useCallback((id: string, state: RowState) => {
    setStates((current) => new Map(current).set(id, state));
  }, []);

  const add = useCallback(
    async (franchise: FranchiseRowData) => {
      set(franchise.id, 'adding');
      const answer = await franchiseApi.add(shopSlug, franchise.id);
      set(franchise.id, answer.ok ? 'in' : 'out');
      if (answer.ok) latest.current.onAdded(franchise);
      else latest.current.onFailed(franchise);
    },
    [set, shopSlug],
  );

  const sendRemoval = useCallback(
    async (franchise: FranchiseRowData) => {
      timers.current.delete(franchise.id);
      set(franchise.id, 'removing');
      const answer = await franchiseApi.remove(shopSlug, franchise.id);
      // Already gone (another admin's removal) is what was asked.
      const done = answer.ok || answer.status === 404;
      set(franchise.id, done ? 'out' : 'in');
      if (done) latest.current.onRemoved(franchise);
      else latest.current.onFailed(franchise);
    },
    [set, shopSlug],
  );

  const remove = useCallback(
    (franchise: FranchiseRowData) => {
      if (timers.current.has(franchise.id)) return;
      set(franchise.id, 'deleting');
      timers.current.set(
        franchise.id,
        setTimeout(() => void sendRemoval(franchise), FRANCHISE_REMOVAL_UNDO_MS),
      );
    },
    [sendRemoval, set],
  );

  const undo = useCallback(
    (franchise: FranchiseRowData) => {
      const timer = timers.current.get(franchise.id);
      if (timer === undefined) return;
      clearTimeout(timer);
      timers.current.delete(franchise.id);
      set(franchise.id, 'in');
    },
    [set],
  );

  useEffect(() => {
    const waiting = timers.current;
    return () => {
      for (const [id, timer] of waiting) {
        clearTimeout(timer);
        latest.current.onSentOnClose(franchiseApi.remove(shopSlug, id));
      }
      waiting.clear();
    };
  }, [shopSlug]);

  const stateOf = useCallback(
    (franchise: FranchiseRowData) => rowState(franchise.in_store, states.get(franchise.id)),
    [states],
  );

  return { stateOf, add, remove, undo };
}
