'use client';

import { Notice } from '@/components/profile/notice';
import { useTimedMessage } from '@/components/profile/use-timed-message';
import { LISTING_TOAST_MS } from '@/lib/domain/catalogue/listing-rules';

import { type PlacedProduct, PlacementControls } from './placement-controls';
import { fill, type PlacementLabels } from './placement-labels';
import { usePlacementRemovals } from './use-placement-removals';

export interface ItemPlacementProps {
  shopSlug: string;
  product: PlacedProduct;
  name: string;
  labels: PlacementLabels;
}

/**
 * The item page's placement controls (spec 01 §4, §6): remove the item from the store with 5
 * seconds to undo, then add it again (last in its list). A lazy chunk: only admins load it.
 */
export default function ItemPlacementPanel({
  shopSlug,
  product,
  name,
  labels,
}: ItemPlacementProps) {
  const status = useTimedMessage(LISTING_TOAST_MS);
  const alert = useTimedMessage(LISTING_TOAST_MS);
  const removals = usePlacementRemovals(shopSlug, undefined, {
    onRemoved: () => status.show(fill(labels.removedFromStore, { name })),
    onRemoveFailed: () => alert.show(labels.removeFailed),
    onAdded: () => status.show(fill(labels.added, { name })),
    onAddFailed: (item, code) =>
      alert.show((code === 'invalid_product' ? labels.addInvalid : labels.addFailed)[item.type]),
  });
  return (
    <div className="space-y-2">
      <PlacementControls
        product={product}
        name={name}
        labels={labels}
        scope="store"
        state={removals.states.get(product.id)}
        busy={false}
        onRemove={() => removals.remove(product)}
        onUndo={() => removals.undo(product)}
        onAddToStore={() => void removals.addToStore(product)}
      />
      <Notice role="status" message={status.message} />
      <Notice role="alert" message={alert.message} />
    </div>
  );
}
