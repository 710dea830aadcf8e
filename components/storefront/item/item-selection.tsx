'use client';

import {
  createContext,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  useContext,
  useState,
} from 'react';

type Selection = Readonly<Record<string, string>>;
type SelectionState = [Selection, Dispatch<SetStateAction<Selection>>];

const ItemSelectionContext = createContext<SelectionState | null>(null);

/**
 * The variant options chosen on an item's page, shared by the purchase panel that picks them
 * and the price that follows them.
 */
export function ItemSelectionProvider({ children }: { children: ReactNode }) {
  const state = useState<Selection>({});
  return <ItemSelectionContext value={state}>{children}</ItemSelectionContext>;
}

/** The page's shared choice inside an `ItemSelectionProvider`, else a choice of one's own. */
export function useItemSelection(): SelectionState {
  const own = useState<Selection>({});
  return useContext(ItemSelectionContext) ?? own;
}
