'use client';

import { placementApi } from '@/components/listings/placement-requests';
import { ADD_PRODUCT, DELETE_PRODUCT, fireProductEvent } from '@/lib/client/product-events';
import { useUndoableToggles } from '@/lib/client/use-undoable-toggles';

import type { ResaleItem } from './resale-requests';

export type RowFailure = 'invalid' | 'add' | 'remove';

export interface RowChangeEvents {
  onAdded: (item: ResaleItem) => void;
  onRemoved: (item: ResaleItem) => void;
  onFailed: (item: ResaleItem, failure: RowFailure) => void;
}

/**
 * The add-items modal's rows (spec 03 §4 "Item row in the add-items modal"): listings added at
 * once and removed after the 5 s Undo (`useUndoableToggles`), each change firing ADD_PRODUCT or
 * DELETE_PRODUCT on the document; a refused add says whether the shop may not take the item.
 */
export function useRowChanges(shopSlug: string, events: RowChangeEvents) {
  return useUndoableToggles<ResaleItem>({
    add: (item) => placementApi.add(shopSlug, item.id),
    remove: (item) => placementApi.remove(shopSlug, item.id),
    removeOnExit: (item) => {
      placementApi.removeOnExit(shopSlug, item.id);
      fireProductEvent(DELETE_PRODUCT, { id: item.id, shopSlug });
    },
    onAdded: (item) => {
      fireProductEvent(ADD_PRODUCT, { id: item.id, shopSlug, product: item });
      events.onAdded(item);
    },
    onRemoved: (item) => {
      fireProductEvent(DELETE_PRODUCT, { id: item.id, shopSlug });
      events.onRemoved(item);
    },
    onFailed: (item, failed, answer) =>
      events.onFailed(
        item,
        failed === 'add' &&
          answer.status === 422 &&
          !answer.ok &&
          answer.error.code === 'invalid_product'
          ? 'invalid'
          : failed,
      ),
  });
}
