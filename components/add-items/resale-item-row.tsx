'use client';

import { useTranslations } from 'next-intl';
import { StaticImage } from '@/components/ui/static-image';
import { UndoableToggle } from '@/components/ui/undoable-toggle';
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
      <UndoableToggle
        state={state}
        labels={{
          add: t('add'),
          adding: t('adding'),
          addLabel: t('addLabel', { name: item.name }),
          remove: t('remove'),
          removeLabel: t('removeLabel', { name: item.name }),
          inStore: t('inStore'),
          deleting: t('deleting'),
          undo: t('undo'),
          undoLabel: t('undoLabel', { name: item.name }),
        }}
        onAdd={onAdd}
        onRemove={onRemove}
        onUndo={onUndo}
      />
    </li>
  );
}
