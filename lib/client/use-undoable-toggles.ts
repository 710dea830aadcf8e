'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import { REMOVAL_UNDO_MS, type RowState } from '@/lib/domain/resale/add-items-modal';

import type { AuthResult } from './requests/auth-result';

export interface UndoableToggleCalls<T extends { id: string }> {
  add: (item: T) => Promise<AuthResult<unknown>>;
  remove: (item: T) => Promise<AuthResult<unknown>>;
  /** Sends a removal whose undo window the closing list cut short. */
  removeOnExit: (item: T) => void;
  onAdded: (item: T) => void;
  onRemoved: (item: T) => void;
  onFailed: (item: T, failed: 'add' | 'remove', answer: AuthResult<unknown>) => void;
}

/**
 * Rows that are added and removed with an undo window (spec 03 §4: the add-items modal's rows,
 * the franchise dialog's): an add is sent at once; a removal shows 'deleting' for 5 s with Undo,
 * and only then is sent (already gone — 404 — is what was asked). A removal still waiting when
 * the list unmounts is sent at once (`removeOnExit`).
 */
export function useUndoableToggles<T extends { id: string }>(calls: UndoableToggleCalls<T>) {
  const [states, setStates] = useState<ReadonlyMap<string, RowState>>(new Map());
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; item: T }>());
  const latest = useRef(calls);
  useEffect(() => {
    latest.current = calls;
  });
  const set = useCallback((id: string, state: RowState) => {
    setStates((current) => new Map(current).set(id, state));
  }, []);

  const add = useCallback(
    async (item: T) => {
      set(item.id, 'adding');
      const answer = await latest.current.add(item);
      set(item.id, answer.ok ? 'in' : 'out');
      if (answer.ok) latest.current.onAdded(item);
      else latest.current.onFailed(item, 'add', answer);
    },
    [set],
  );

  const sendRemoval = useCallback(
    async (item: T) => {
      timers.current.delete(item.id);
      set(item.id, 'removing');
      const answer = await latest.current.remove(item);
      const done = answer.ok || answer.status === 404;
      set(item.id, done ? 'out' : 'in');
      if (done) latest.current.onRemoved(item);
      else latest.current.onFailed(item, 'remove', answer);
    },
    [set],
  );

  const remove = useCallback(
    (item: T) => {
      if (timers.current.has(item.id)) return;
      set(item.id, 'deleting');
      const timer = setTimeout(() => void sendRemoval(item), REMOVAL_UNDO_MS);
      timers.current.set(item.id, { timer, item });
    },
    [sendRemoval, set],
  );

  const undo = useCallback(
    (item: T) => {
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
        latest.current.removeOnExit(item);
      }
      pending.clear();
    };
  }, []);

  /** Forgets the rows' own states (after a reload, the list says what is in). */
  const reset = useCallback(() => setStates(new Map()), []);

  return { states, add, remove, undo, reset };
}
