'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

import { AddToCatalogue } from '@/components/catalogue-curation/add-to-catalogue';
import { ProductCard } from '@/components/storefront/product-card';
import { PRODUCT_GRID_CLASS } from '@/components/storefront/product-list';
import { Toaster, useToast } from '@/components/ui/toaster';
import type { ProductLabels } from '@/components/storefront/product-labels';
import type { ProductSummary } from '@/lib/api/schemas/product';
import {
  invalidProductReason,
  LISTING_REFRESH_MS,
  LISTING_TOAST_MS,
  moveAmongKept,
  pagePlaces,
} from '@/lib/domain/catalogue/listing-rules';
import { isDimmed } from '@/lib/domain/catalogue/product-state';
import type { StoreType } from '@/lib/domain/vocabulary';

import { PlacementControls } from './placement-controls';
import { placementApi, type PlacementList } from './placement-requests';
import { usePlacementList } from './use-placement-list';
import { usePlacementRemovals } from './use-placement-removals';

export interface AdminProductListProps {
  shopSlug: string;
  /** The shop's type: what it may take, and so how a refused add is worded (spec 03 §6, §8). */
  storeType: StoreType;
  list: PlacementList;
  base: string;
  locale: string;
  productLabels: ProductLabels;
  /** The id of the heading that names the list. */
  labelledBy: string;
  resaleInfo?: boolean;
  cardHeadingLevel?: 2 | 3;
  /** What shows until the admin's list is read, and if it cannot be: the visitors' list. */
  fallback: ReactNode;
}

type Tone = 'warning' | 'error';

/**
 * A shop admin's view of a product list (spec 01 §4, §6, §8): the same cards as visitors get, plus
 * the hidden and unpublished items dimmed, and under each card its placement controls — remove
 * (5 s with Undo before the call), add again or add to the store, and the position selector when
 * the list shows its own order. A move changes the list at once under an overlay ('Product
 * location is being updated…') and reads the list again 8 s after it succeeds.
 */
export function AdminProductList({
  shopSlug,
  storeType,
  list,
  base,
  locale,
  productLabels,
  labelledBy,
  resaleInfo,
  cardHeadingLevel = 2,
  fallback,
}: AdminProductListProps) {
  const t = useTranslations('placement');
  const { query, items, total, empty, setItems } = usePlacementList(shopSlug, list);
  const [moving, setMoving] = useState(false);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const toaster = `${useId()}-toasts`;
  const status = useToast({ toaster, role: 'status', duration: LISTING_TOAST_MS });
  const alert = useToast({ toaster, role: 'alert', duration: LISTING_TOAST_MS });
  const refresh = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const movingNow = useRef(false);
  const catalogue = list.kind === 'catalogue' ? list.catalogue : undefined;

  useEffect(() => () => clearTimeout(refresh.current), []);

  const nameOf = (product: Pick<ProductSummary, 'id'>) => {
    const found = items?.find((p) => p.id === product.id);
    return found ? (locale === 'en' && found.name_en) || found.name : '';
  };
  const warn = (tone: Tone, text: string) => alert.show(text, tone);
  const setBusy = (id: string, on: boolean) =>
    setBusyIds((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const removals = usePlacementRemovals(shopSlug, catalogue, {
    onRemoved: (item) => {
      if (catalogue) {
        status.show(t('removedFromCatalogue', { name: nameOf(item) }));
        setItems((current) => current.filter((p) => p.id !== item.id), -1);
      } else {
        status.show(t('removedFromStore', { name: nameOf(item) }));
      }
    },
    onRemoveFailed: () =>
      warn('error', catalogue ? t('removeFromCatalogueFailed') : t('removeFailed')),
    onAdded: (item) => {
      setBusy(item.id, false);
      status.show(t('added', { name: nameOf(item) }));
      setItems((current) => current.map((p) => (p.id === item.id ? { ...p, in_store: true } : p)));
    },
    onAddFailed: (item, code) => {
      setBusy(item.id, false);
      warn(
        code === 'invalid_product' ? 'warning' : 'error',
        code === 'invalid_product'
          ? t(`addInvalid.${invalidProductReason(storeType)}.${item.type}`)
          : t(`addFailed.${item.type}`),
      );
    },
  });

  // Until the admin's list is read, and when it has nothing either (the list's empty message).
  if (!items || empty) return <>{fallback}</>;

  // Positions are places in the list's own order; a price sort or a search shows another order.
  const ordered = list.kind === 'catalogue' ? !list.text : list.sort === 'queue_position';
  // Products removed from the store stay on the page ('Add again') but no longer count in it.
  const kept = (product: ProductSummary) => removals.states.get(product.id) !== 'removed';
  const places = pagePlaces(items, list.offset, kept);
  const length = total - items.filter((product) => !kept(product)).length;

  async function move(product: ProductSummary, to: number) {
    // One move at a time: the overlay covers the list until the answer comes.
    if (movingNow.current) return;
    movingNow.current = true;
    setMoving(true);
    const answer = await placementApi.move(shopSlug, product.id, to, catalogue);
    movingNow.current = false;
    setMoving(false);
    if (!answer.ok) {
      if (answer.error.code === 'updating_position_error') warn('warning', t('positionLater'));
      else warn('error', answer.status === 400 ? t('positionFailed') : t('moveFailed'));
      return;
    }
    // The list changes at once; a place on another page takes the product off this one.
    setItems((current) => moveAmongKept(current, product.id, to - list.offset, kept));
    status.show(t('moved', { name: nameOf(product), position: String(to + 1) }));
    clearTimeout(refresh.current);
    refresh.current = setTimeout(() => void query.refetch(), LISTING_REFRESH_MS);
  }

  const anyDimmed = items.some(isDimmed);
  return (
    <div className="space-y-3">
      {anyDimmed ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('adminNote')}</p>
      ) : null}
      <Toaster id={toaster} />
      <div className="relative" aria-busy={moving || undefined}>
        <ul aria-labelledby={labelledBy} className={PRODUCT_GRID_CLASS}>
          {items.map((product, i) => {
            const state = removals.states.get(product.id);
            const name = (locale === 'en' && product.name_en) || product.name;
            const place = places[i] ?? 0;
            return (
              <ProductCard
                key={product.id}
                product={product}
                base={base}
                locale={locale}
                labels={productLabels}
                priority={i < 4}
                resaleInfo={resaleInfo}
                headingLevel={cardHeadingLevel}
                muted={state !== undefined}
              >
                <PlacementControls
                  product={product}
                  name={name}
                  scope={catalogue ? 'catalogue' : 'store'}
                  state={state}
                  place={ordered ? { position: place + 1, total: length } : undefined}
                  busy={moving || busyIds.has(product.id)}
                  onRemove={() => removals.remove(product)}
                  onUndo={() => removals.undo(product)}
                  onAddToStore={() => {
                    setBusy(product.id, true);
                    void removals.addToStore(
                      product,
                      state === 'removed' && ordered && !catalogue ? place : undefined,
                    );
                  }}
                  onMove={(to) => void move(product, to)}
                >
                  <AddToCatalogue
                    shopSlug={shopSlug}
                    storeType={storeType}
                    product={product}
                    name={name}
                    currentCatalogue={catalogue}
                    onDone={(text) => status.show(text)}
                  />
                </PlacementControls>
              </ProductCard>
            );
          })}
        </ul>
        <div
          className={
            moving
              ? 'absolute inset-0 z-10 flex justify-center rounded-lg bg-white/75 pt-16 dark:bg-gray-950/75'
              : 'sr-only'
          }
        >
          <p
            role="status"
            className={
              moving
                ? 'sticky top-1/3 h-fit rounded-full bg-gray-900 px-4 py-2 text-sm font-medium text-white shadow'
                : undefined
            }
          >
            {moving ? t('moving') : null}
          </p>
        </div>
      </div>
    </div>
  );
}
