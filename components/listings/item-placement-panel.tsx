'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { AddToCatalogue } from '@/components/catalogue-curation/add-to-catalogue';
import { IslandMessages } from '@/components/i18n/island-messages';
import { Toaster, useToast } from '@/components/ui/toaster';
import { invalidProductReason, LISTING_TOAST_MS } from '@/lib/domain/catalogue/listing-rules';
import { pageQueryClient } from '@/lib/client/cart/query-client';
import type { StoreType } from '@/lib/domain/vocabulary';

import { type PlacedProduct, PlacementControls } from './placement-controls';
import { PLACEMENT_MESSAGES } from './placement-messages';
import { usePlacementRemovals } from './use-placement-removals';

export interface ItemPlacementProps {
  shopSlug: string;
  /** The shop's type: what it may take, and so how a refused add is worded (spec 03 §6, §8). */
  storeType: StoreType;
  locale: string;
  product: PlacedProduct;
  name: string;
}

/**
 * The item page's placement controls (spec 01 §4, §6): remove the item from the store with 5
 * seconds to undo, then add it again (last in its list); and add it to one of the shop's
 * catalogues, or to a new one (spec 03 §2). A lazy chunk with its words (the
 * `placement` namespace) loaded for the page's locale: only admins load it.
 */
export default function ItemPlacementPanel({ locale, ...props }: ItemPlacementProps) {
  return (
    <IslandMessages locale={locale} namespaces={PLACEMENT_MESSAGES}>
      <QueryClientProvider client={pageQueryClient()}>
        <ItemPlacementControls {...props} />
      </QueryClientProvider>
    </IslandMessages>
  );
}

function ItemPlacementControls({
  shopSlug,
  storeType,
  product,
  name,
}: Omit<ItemPlacementProps, 'locale'>) {
  const t = useTranslations('placement');
  const toaster = `${useId()}-toasts`;
  const status = useToast({ toaster, role: 'status', duration: LISTING_TOAST_MS });
  const alert = useToast({ toaster, role: 'alert', duration: LISTING_TOAST_MS });
  const removals = usePlacementRemovals(shopSlug, undefined, {
    onRemoved: () => status.show(t('removedFromStore', { name })),
    onRemoveFailed: () => alert.show(t('removeFailed')),
    onAdded: () => status.show(t('added', { name })),
    onAddFailed: (item, code) =>
      alert.show(
        code === 'invalid_product'
          ? t(`addInvalid.${invalidProductReason(storeType)}.${item.type}`)
          : t(`addFailed.${item.type}`),
      ),
  });
  return (
    <div className="space-y-2">
      <PlacementControls
        product={product}
        name={name}
        scope="store"
        state={removals.states.get(product.id)}
        busy={false}
        onRemove={() => removals.remove(product)}
        onUndo={() => removals.undo(product)}
        onAddToStore={() => void removals.addToStore(product)}
      >
        <AddToCatalogue
          shopSlug={shopSlug}
          storeType={storeType}
          product={product}
          name={name}
          onDone={(text) => status.show(text)}
        />
      </PlacementControls>
      <Toaster id={toaster} />
    </div>
  );
}
