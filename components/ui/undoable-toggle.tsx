'use client';

import { useEffect, useRef } from 'react';

import type { RowState } from '@/lib/domain/resale/add-items-modal';

import { Button } from './button';

export interface UndoableToggleLabels {
  add: string;
  adding: string;
  /** 'Agregar Taza a la tienda': the add button's accessible name. */
  addLabel: string;
  remove: string;
  removeLabel: string;
  /** 'En tu tienda', above the remove button. */
  inStore: string;
  /** 'Se quitará…', while the removal waits. */
  deleting: string;
  undo: string;
  undoLabel: string;
}

/**
 * A row's add / remove toggle whose removal waits with Undo (spec 03 §4: the add-items modal's
 * rows, the franchise dialog's): add; 'in' with remove; for the undo window, 'deleting' with Undo.
 * Focus follows the action: Undo when the removal starts, Remove again after an Undo. A busy
 * button stays focusable (`aria-disabled`) and ignores clicks.
 */
export function UndoableToggle({
  state,
  labels,
  onAdd,
  onRemove,
  onUndo,
}: {
  state: RowState;
  labels: UndoableToggleLabels;
  onAdd: () => void;
  onRemove: () => void;
  onUndo: () => void;
}) {
  const busy = state === 'adding' || state === 'removing';
  const undoButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const previous = useRef(state);
  useEffect(() => {
    if (state === 'deleting') undoButton.current?.focus();
    else if (state === 'in' && previous.current === 'deleting') removeButton.current?.focus();
    previous.current = state;
  }, [state]);

  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      {state === 'deleting' ? (
        <>
          <span role="status" className="text-sm text-amber-900 dark:text-amber-200">
            {labels.deleting}
          </span>
          <Button
            ref={undoButton}
            variant="tool-dark"
            size="sm"
            aria-label={labels.undoLabel}
            onClick={onUndo}
          >
            {labels.undo}
          </Button>
        </>
      ) : state === 'in' || state === 'removing' ? (
        <>
          <span className="text-xs text-gray-600 dark:text-gray-300">{labels.inStore}</span>
          <Button
            ref={removeButton}
            variant="tool-delete"
            size="sm"
            aria-label={labels.removeLabel}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onRemove();
            }}
          >
            {labels.remove}
          </Button>
        </>
      ) : (
        <Button
          variant="tool-primary"
          size="sm"
          aria-label={labels.addLabel}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onAdd();
          }}
        >
          {state === 'adding' ? labels.adding : labels.add}
        </Button>
      )}
    </div>
  );
}
