'use client';

import { type FormEvent, useId, useState } from 'react';

import { ModalDialog } from '@/components/ui/modal-dialog';

import { fill, type PlacementLabels } from './placement-labels';

const FIELD =
  'mt-1 block w-32 rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-shop-1 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100';
const SUBMIT =
  'inline-flex h-10 items-center rounded-full bg-shop-1 px-5 text-sm font-semibold text-white shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1';

/**
 * The position selector of a product card (spec 01 §4, spec 03 §4 "Position changes use a
 * selector"): a button showing the product's place opens a dialog with a number field, 1 to the
 * list's length. Submitting closes the dialog (focus returns to the button) and asks `onMove` for
 * the zero-based place; a number out of range stays in the dialog with its message.
 */
export function PositionDialog({
  name,
  position,
  total,
  labels,
  triggerClassName,
  onMove,
}: {
  name: string;
  /** One-based place of the product in the list. */
  position: number;
  total: number;
  labels: PlacementLabels;
  triggerClassName: string;
  onMove: (zeroBased: number) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(0);

  function submit(event: FormEvent<HTMLFormElement>) {
    const value = Number(new FormData(event.currentTarget).get('position'));
    if (!Number.isInteger(value) || value < 1 || value > total) {
      event.preventDefault();
      setError(fill(labels.moveInvalid, { total }));
      return;
    }
    // The form's `method="dialog"` closes the dialog.
    if (value !== position) onMove(value - 1);
  }

  return (
    <ModalDialog
      title={labels.moveTitle}
      closeLabel={labels.close}
      triggerLabel={fill(labels.position, { position })}
      triggerAriaLabel={fill(labels.moveLabel, { name, position, total })}
      triggerClassName={triggerClassName}
      onOpen={() => {
        setError(null);
        setOpening((n) => n + 1);
      }}
    >
      <form key={opening} method="dialog" noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {fill(labels.moveCurrent, { name, position, total })}
        </p>
        <div>
          <label htmlFor={`${id}-position`} className="text-sm font-medium">
            {fill(labels.moveField, { total })}
          </label>
          <input
            id={`${id}-position`}
            name="position"
            type="number"
            inputMode="numeric"
            min={1}
            max={total}
            step={1}
            required
            defaultValue={position}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={FIELD}
          />
          {error ? (
            <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className={SUBMIT}>
          {labels.moveSubmit}
        </button>
      </form>
    </ModalDialog>
  );
}
