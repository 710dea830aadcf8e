'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { StaticImage } from '@/components/ui/static-image';
import { formatPrice } from '@/lib/domain/catalogue/price';
import type { RowState } from '@/lib/domain/resale/add-items-modal';

import type { ResaleItem } from './resale-requests';

export interface ResaleItemRowProps {
  item: ResaleItem;
  state: RowState;
  onAdd: () => void;
  onRemove: () => void;
  onUndo: () => void;
}

/**
 * A row of the add-items modal (spec 03 §2, §4): the 80x80 photo or a placeholder, the name, the
 * crossed-out and list prices with the currency, the earnings per resale or 'not for resale', and
 * add, remove, or — for 5 s after remove — 'deleting' with Undo.
 */
export function ResaleItemRow({ item, state, onAdd, onRemove, onUndo }: ResaleItemRowProps) {
  const t = useTranslations('addItems');
  const crossout =
    item.crossout_price !== null && item.crossout_price > item.list_price
      ? item.crossout_price
      : null;
  const busy = state === 'adding' || state === 'removing';
  // Focus follows the row's action: Undo when the removal starts, Remove again after an Undo.
  const undoButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const previous = useRef(state);
  useEffect(() => {
    if (state === 'deleting') undoButton.current?.focus();
    else if (state === 'in' && previous.current === 'deleting') removeButton.current?.focus();
    previous.current = state;
  }, [state]);
  return (
    <li
      className="flex items-center gap-3 border-b border-gray-200 py-3 last:border-b-0 dark:border-gray-700"
      aria-busy={busy || undefined}
    >
      {item.photo ? (
        <StaticImage
          src={item.photo}
          alt=""
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-md object-cover"
        />
      ) : (
        <div
          className="flex size-20 shrink-0 items-center justify-center rounded-md bg-gray-100 text-center text-xs text-gray-600 dark:bg-gray-800 dark:text-gray-300"
          aria-hidden="true"
        >
          {t('noPhoto')}
        </div>
      )}
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-medium break-words">{item.name}</p>
        {item.hide_price ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">{t('priceHidden')}</p>
        ) : (
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            {crossout !== null ? (
              <s className="relative text-gray-600 dark:text-gray-300">
                <span className="sr-only">{t('crossoutPrice')}: </span>
                {formatPrice(crossout, item.currency)}
              </s>
            ) : null}
            <span className="font-semibold">
              {formatPrice(item.list_price, item.currency)} {item.currency}
            </span>
          </p>
        )}
        <p className="text-sm">
          {item.earning !== null ? (
            <span className="text-green-800 dark:text-green-300">
              {t('earning', { amount: formatPrice(item.earning, item.currency) })}
            </span>
          ) : (
            <span className="text-gray-600 dark:text-gray-300">{t('notForResale')}</span>
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        {state === 'deleting' ? (
          <>
            <span role="status" className="text-sm text-amber-900 dark:text-amber-200">
              {t('deleting')}
            </span>
            <Button
              ref={undoButton}
              variant="tool-dark"
              size="sm"
              aria-label={t('undoLabel', { name: item.name })}
              onClick={onUndo}
            >
              {t('undo')}
            </Button>
          </>
        ) : state === 'in' || state === 'removing' ? (
          <>
            <span className="text-xs text-gray-600 dark:text-gray-300">{t('inStore')}</span>
            <Button
              ref={removeButton}
              variant="tool-delete"
              size="sm"
              aria-label={t('removeLabel', { name: item.name })}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onRemove();
              }}
            >
              {t('remove')}
            </Button>
          </>
        ) : (
          <Button
            variant="tool-primary"
            size="sm"
            aria-label={t('addLabel', { name: item.name })}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onAdd();
            }}
          >
            {state === 'adding' ? t('adding') : t('add')}
          </Button>
        )}
      </div>
    </li>
  );
}
