'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef } from 'react';

import { Button, buttonVariants } from '@/components/ui/button';
import type { ProductSummary } from '@/lib/api/schemas/product';

import { PositionDialog } from './position-dialog';
import type { RemovalState } from './use-placement-removals';

const BUTTON = buttonVariants({ variant: 'tool' });
const CHIP =
  'inline-block rounded-full bg-gray-900/85 px-2 py-0.5 text-xs font-medium text-white dark:bg-gray-100 dark:text-gray-900';

/** What the controls read of a product. */
export type PlacedProduct = Pick<
  ProductSummary,
  'id' | 'type' | 'hiden' | 'list_state' | 'in_store'
>;

export interface PlacementControlsProps {
  product: PlacedProduct;
  /** The name as the card shows it (in the page's language). */
  name: string;
  /** The store's list, or the catalogue the page shows (removal takes it out of that catalogue). */
  scope: 'store' | 'catalogue';
  state: RemovalState | undefined;
  /** One-based place and the list's length, when the product can be moved here (the list's own order). */
  place?: { position: number; total: number };
  /** Another change is being saved: the controls wait. */
  busy: boolean;
  onRemove: () => void;
  onUndo: () => void;
  onAddToStore: () => void;
  /** With `place`: move the product to a zero-based place. */
  onMove?: (zeroBased: number) => void;
  /** More actions of the product ('Add to catalogue'), beside the others while it is listed. */
  children?: ReactNode;
}

/**
 * A shop admin's controls under a product card (spec 01 §4, §6; spec 03 §4): its state when
 * visitors do not see it (hidden, unpublished, not in the store), its place with the position
 * selector, and removal with a 5-second Undo ('Removed' in the store; in a catalogue a warning
 * with Cancel). Focus follows the action: Remove → Undo → Remove, and to 'Add again' once removed.
 */
export function PlacementControls({
  product,
  name,
  scope,
  state,
  place,
  busy,
  onRemove,
  onUndo,
  onAddToStore,
  onMove,
  children,
}: PlacementControlsProps) {
  const t = useTranslations('placement');
  const box = useRef<HTMLDivElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    // The control that had the focus has just gone: its successor takes it (unless the person
    // has moved on to something else meanwhile).
    const active = document.activeElement;
    if (active && active !== document.body && !box.current?.contains(active)) return;
    const target =
      state === 'removing' ? undoButton : state === 'removed' ? addButton : removeButton;
    target.current?.focus();
  }, [state]);

  const inCatalogue = scope === 'catalogue';
  const notes = [
    product.hiden ? t('hidden') : null,
    product.list_state === 'unpublished' ? t('unpublished') : null,
    inCatalogue && !product.in_store ? t('notInStore') : null,
  ].filter((note): note is string => note !== null);

  return (
    <div
      ref={box}
      className="mt-3 space-y-2 border-t border-dashed border-gray-300 pt-2 text-sm dark:border-gray-600"
    >
      {notes.length > 0 ? (
        <p className="flex flex-wrap gap-1">
          {notes.map((note) => (
            <span key={note} className={CHIP}>
              {note}
            </span>
          ))}
        </p>
      ) : null}
      {state === 'removing' ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-2 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <span className="font-medium">
            {inCatalogue ? t('removingFromCatalogue') : t('removed')}
          </span>
          <Button
            variant="tool"
            ref={undoButton}
            onClick={onUndo}
            aria-label={t('undoLabel', { name })}
          >
            {inCatalogue ? t('cancel') : t('undo')}
          </Button>
        </div>
      ) : state === 'removed' ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{t('removed')}</span>
          <Button
            variant="tool"
            ref={addButton}
            disabled={busy}
            onClick={onAddToStore}
            aria-label={t('addAgainLabel', { name })}
          >
            {t('addAgain')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {inCatalogue && !product.in_store ? (
            <Button
              variant="tool"
              disabled={busy}
              onClick={onAddToStore}
              aria-label={t('addToStoreLabel', { name })}
            >
              {t('addToStore')}
            </Button>
          ) : null}
          {place && onMove ? (
            <PositionDialog
              name={name}
              position={place.position}
              total={place.total}
              triggerClassName={BUTTON}
              onMove={onMove}
            />
          ) : null}
          <Button
            variant="tool"
            ref={removeButton}
            disabled={busy}
            onClick={onRemove}
            aria-label={t(inCatalogue ? 'removeFromCatalogueLabel' : 'removeFromStoreLabel', {
              name,
            })}
          >
            {inCatalogue ? t('removeFromCatalogue') : t('removeFromStore')}
          </Button>
          {children}
        </div>
      )}
    </div>
  );
}
