'use client';

import type { Ref } from 'react';

import { ShopButton } from '@/components/ui/shop-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
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
  return (
    <Field
      id={id}
      label={label}
      labelClassName={labelHidden ? 'sr-only' : undefined}
      hint={hint}
      error={error}
      liveError
      className="flex flex-col gap-1"
    >
      {(control) => (
        <div className="flex w-fit items-stretch overflow-hidden rounded-md border border-gray-300 dark:border-gray-600">
          <ShopButton
            variant="stepper"
            aria-label={stepLabels.decrease}
            disabled={disabled || !(current > 1)}
            aria-disabled={locked || undefined}
            onClick={() => locked || onStep(-1)}
          >
            −
          </ShopButton>
          <Input
            {...control}
            ref={inputRef}
            variant="stepper"
            type="number"
            inputMode="numeric"
            min={1}
            max={max ?? undefined}
            step={1}
            value={value}
            disabled={disabled}
            readOnly={locked}
            aria-disabled={locked || undefined}
            onKeyDown={(event) => {
              if (isBlockedQuantityKey(event.key)) event.preventDefault();
            }}
            onChange={(event) => onType(event.target.value)}
            onBlur={onBlur}
          />
          <ShopButton
            variant="stepper"
            aria-label={stepLabels.increase}
            disabled={disabled}
            aria-disabled={locked || undefined}
            onClick={() => locked || onStep(1)}
          >
            +
          </ShopButton>
        </div>
      )}
    </Field>
  );
}
