'use client';

import type { Ref } from 'react';

import { isBlockedQuantityKey } from '@/lib/domain/cart/cart-quantity';

/**
 * A whole-number quantity field with one-less/one-more buttons. Keys that would type a fraction,
 * an exponent or a sign are swallowed (spec 02 §5); the parent judges what is typed.
 */
export function QuantityInput({
  id,
  label,
  value,
  max,
  hint,
  error,
  stepLabels,
  disabled,
  locked = false,
  labelHidden = false,
  inputRef,
  onType,
  onStep,
  onBlur,
}: {
  id: string;
  label: string;
  value: string;
  /** Highest allowed quantity, or null for no limit. */
  max: number | null;
  hint: string | null;
  error: string | null;
  stepLabels: { decrease: string; increase: string };
  disabled: boolean;
  /** A change is pending: the field keeps focus but takes no change (spec 02 §4). */
  locked?: boolean;
  /** The label is read by screen readers only (a compact row that names the item elsewhere). */
  labelHidden?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onType: (text: string) => void;
  onStep: (delta: 1 | -1) => void;
  onBlur: () => void;
}) {
  const current = Number(value);
  const described = [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');
  const stepClass =
    'flex size-10 items-center justify-center text-lg font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-shop-1 disabled:opacity-40 aria-disabled:cursor-wait aria-disabled:opacity-60 dark:hover:bg-gray-800';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <div className="flex w-fit items-stretch overflow-hidden rounded-md border border-gray-300 dark:border-gray-600">
        <button
          type="button"
          aria-label={stepLabels.decrease}
          disabled={disabled || !(current > 1)}
          aria-disabled={locked || undefined}
          onClick={() => locked || onStep(-1)}
          className={stepClass}
        >
          −
        </button>
        <input
          ref={inputRef}
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max ?? undefined}
          step={1}
          value={value}
          disabled={disabled}
          readOnly={locked}
          aria-disabled={locked || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onKeyDown={(event) => {
            if (isBlockedQuantityKey(event.key)) event.preventDefault();
          }}
          onChange={(event) => onType(event.target.value)}
          onBlur={onBlur}
          className="focus-visible:outline-shop-1 w-16 [appearance:textfield] border-x border-gray-300 bg-transparent text-center focus-visible:outline-2 focus-visible:outline-offset-[-2px] dark:border-gray-600 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={stepLabels.increase}
          disabled={disabled}
          aria-disabled={locked || undefined}
          onClick={() => locked || onStep(1)}
          className={stepClass}
        >
          +
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-gray-600 dark:text-gray-300">
          {hint}
        </p>
      ) : null}
      <p
        id={`${id}-error`}
        aria-live="polite"
        className="text-sm text-red-700 empty:hidden dark:text-red-400"
      >
        {error ?? ''}
      </p>
    </div>
  );
}
