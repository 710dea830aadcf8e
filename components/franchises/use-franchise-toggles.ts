'use client';

import { useUndoableToggles } from '@/lib/client/use-undoable-toggles';
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
 * The franchise dialog's rows (spec 03 §4 "Franchise": `in_store` turns true on add; removal is
 * a 5-second delayed delete that can be undone), on `useUndoableToggles`.
 */
export function useFranchiseToggles(shopSlug: string, events: FranchiseToggleEvents) {
  const toggles = useUndoableToggles<FranchiseRowData>({
    add: (franchise) => franchiseApi.add(shopSlug, franchise.id),
    remove: (franchise) => franchiseApi.remove(shopSlug, franchise.id),
    removeOnExit: (franchise) => events.onSentOnClose(franchiseApi.remove(shopSlug, franchise.id)),
    onAdded: events.onAdded,
    onRemoved: events.onRemoved,
    onFailed: (franchise) => events.onFailed(franchise),
  });
  const stateOf = (franchise: FranchiseRowData): RowState =>
    rowState(franchise.in_store, toggles.states.get(franchise.id));
  return { ...toggles, stateOf };
}
