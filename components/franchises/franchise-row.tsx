'use client';

import { useTranslations } from 'next-intl';

import { UndoableToggle } from '@/components/ui/undoable-toggle';
import type { RowState } from '@/lib/domain/resale/add-items-modal';

import { FranchisePhoto } from './franchise-photo';
import type { FranchiseRowData } from './franchise-requests';

/**
 * A row of the franchise dialog (spec 03 §2, §3): the store's 60x60 photo (or its initial), name
 * and kind, and the add / remove toggle whose removal waits 5 s with Undo.
 */
export function FranchiseRow({
  franchise,
  state,
  onAdd,
  onRemove,
  onUndo,
}: {
  franchise: FranchiseRowData;
  state: RowState;
  onAdd: () => void;
  onRemove: () => void;
  onUndo: () => void;
}) {
  const t = useTranslations('franchiseDialog');
  const name = franchise.name;
  return (
    <li
      className="flex items-center gap-3 border-b border-gray-200 py-3 last:border-b-0 dark:border-gray-700"
      aria-busy={state === 'adding' || state === 'removing' || undefined}
    >
      <FranchisePhoto name={name} photo={franchise.photo} />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{name}</p>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {t(`types.${franchise.store_type}`)}
        </p>
      </div>
      <UndoableToggle
        state={state}
        labels={{
          add: t('add'),
          adding: t('adding'),
          addLabel: t('addLabel', { name }),
          remove: t('remove'),
          removeLabel: t('removeLabel', { name }),
          inStore: t('inStore'),
          deleting: t('deleting'),
          undo: t('undo'),
          undoLabel: t('undoLabel', { name }),
        }}
        onAdd={onAdd}
        onRemove={onRemove}
        onUndo={onUndo}
      />
    </li>
  );
}
