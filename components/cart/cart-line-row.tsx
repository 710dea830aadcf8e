'use client';

import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { QuantityInput } from '@/components/storefront/item/quantity-input';
import type { CartProduct } from '@/lib/api/schemas/cart';
import { cartQuantityLimits } from '@/lib/domain/cart/cart-lines';
import {
  maxQuantity,
  type QuantityProblem,
  validateQuantity,
} from '@/lib/domain/cart/cart-quantity';

import { type CartPanelLabels, fillLabel } from './cart-labels';
import { CartLineSummary } from './cart-line-summary';
import { CartPhoto } from './cart-photo';
import { type CartChange, changeKey } from './cart-panel-body';

function problemText(problem: QuantityProblem, labels: CartPanelLabels['problems']): string {
  if (problem.code === 'quantityExceeded') {
    return fillLabel(labels.quantityExceeded, { available: problem.available });
  }
  if (problem.code === 'maxPurchaseExceeded') {
    return fillLabel(labels.maxPurchaseExceeded, { max: problem.max });
  }
  return labels.notWhole;
}

/**
 * One product of an order: photo, name, variant, unit price and line total; a quantity field
 * under the cart rules (spec 02 §5: whole numbers from 1, zero or empty ignored, stock unless on
 * demand, `max_purchase_amount` — for all the item's lines together) sent on a step, Enter or
 * leaving the field; and a remove button. Unavailable products are dimmed and say why.
 */
export function CartLineRow({
  product,
  otherUnits,
  locked,
  failed,
  onChange,
  labels,
}: {
  product: CartProduct;
  /** Units of the same item in its other lines (other variants). */
  otherUnits: number;
  locked: boolean;
  failed: { key: string; message: string } | null;
  /** Sends a change; `onFailed` runs when it is refused or fails. */
  onChange: (change: CartChange, onFailed: () => void) => void;
  labels: CartPanelLabels;
}) {
  const id = useId();
  const key = { product_id: product.id, variant: product.variant };
  const [shown, setShown] = useState(product.amount);
  const [text, setText] = useState(String(product.amount));
  const [problem, setProblem] = useState<QuantityProblem | null>(null);
  // The server's (or the preview's) quantity wins once it answers.
  if (product.amount !== shown) {
    setShown(product.amount);
    setText(String(product.amount));
    setProblem(null);
  }

  const limits = cartQuantityLimits({
    available: product.available,
    stockType: product.stock_type,
    maxPurchaseAmount: product.max_purchase_amount,
  });
  /** The rules for a typed value, and for the item's lines together once it is set. */
  const judge = (value: string | number) => {
    const typed = validateQuantity({ ...limits, value });
    if (!typed.ok) return typed;
    const together = validateQuantity({ ...limits, value: typed.quantity + otherUnits });
    return together.ok || together.code === 'ignored' ? typed : together;
  };
  const commit = (value: string | number) => {
    if (locked) return;
    const check = judge(value);
    if (!check.ok) {
      if (check.code === 'ignored') setText(String(product.amount));
      setProblem(check.code === 'ignored' ? null : check);
      return;
    }
    setProblem(null);
    setText(String(check.quantity));
    if (check.quantity !== product.amount) {
      // Refused or failed: the field shows the quantity the cart still has.
      onChange({ kind: 'set', line: { ...key, quantity: check.quantity } }, () =>
        setText(String(product.amount)),
      );
    }
  };
  const onType = (typed: string) => {
    setText(typed);
    const check = judge(typed);
    setProblem(check.ok || check.code === 'ignored' ? null : check);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit(text);
  };

  const name = product.name;
  const serverError = failed?.key === changeKey(key) ? failed.message : null;
  const error = problem ? problemText(problem, labels.problems) : serverError;
  return (
    <li className={`flex gap-3 px-3 py-3 ${product.unavailable ? 'opacity-60' : ''}`}>
      <CartPhoto src={product.photo} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <CartLineSummary product={product} labels={labels} size="compact" />
        <div className="flex flex-wrap items-start justify-between gap-2">
          {product.unavailable ? (
            <span />
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <QuantityInput
                id={`${id}-quantity`}
                label={fillLabel(labels.quantity, { name })}
                labelHidden
                value={text}
                max={maxQuantity(limits)}
                hint={null}
                error={error}
                stepLabels={{
                  decrease: fillLabel(labels.decrease, { name }),
                  increase: fillLabel(labels.increase, { name }),
                }}
                disabled={false}
                locked={locked}
                onType={onType}
                onStep={(delta) => commit(product.amount + delta)}
                onBlur={() => commit(text)}
              />
            </form>
          )}
          <Button
            variant="quiet"
            aria-label={fillLabel(labels.remove, { name })}
            aria-disabled={locked || undefined}
            onClick={() => {
              if (!locked) onChange({ kind: 'remove', line: key }, () => {});
            }}
          >
            {labels.removeShort}
          </Button>
        </div>
        {product.unavailable && serverError ? (
          <p className="text-sm text-red-700 dark:text-red-400">{serverError}</p>
        ) : null}
      </div>
    </li>
  );
}
