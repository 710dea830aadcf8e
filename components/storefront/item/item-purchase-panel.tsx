'use client';

import { type FormEvent, useId, useRef, useState } from 'react';

import { ShopButton } from '@/components/ui/shop-button';
import { Notice } from '@/components/ui/notice';
import { cartModeNow, startCart } from '@/lib/client/cart/cart-store';
import { addToLocalCart, readLocalCart } from '@/lib/client/local-cart';
import { useHydrated } from '@/lib/client/use-hydrated';
import {
  maxQuantity,
  type QuantityLimits,
  type QuantityProblem,
  validateQuantity,
} from '@/lib/domain/cart/cart-quantity';
import { type BuyableItem, seesBuyBy } from '@/lib/domain/accounts/level-rules';
import { missingVariantGroups, variantLabel, type VariantGroups } from '@/lib/domain/cart/variants';
import { type VariantPrice, variantPriceRange } from '@/lib/domain/catalogue/variant-price';

import { buyByLabel } from '../levels/buy-by-label';

import { useViewerLevel } from '../levels/use-viewer-level';

import { useItemSelection } from './item-selection';
import { QuantityInput } from './quantity-input';
import { StickyAddBar } from './sticky-add-bar';
import { VariantPicker } from './variant-picker';

export interface PurchaseLabels {
  quantity: string;
  decrease: string;
  increase: string;
  /** Hint under the quantity ("Máximo 5 por pedido"), or null. */
  maxPurchaseNote: string | null;
  problems: Record<QuantityProblem['code'], string>;
  /** Group name → "Elige una opción de Talla." */
  chooseOption: Record<string, string>;
  addToCart: string;
  /**
   * 'Comprar por {price}': the button's words for level-one and level-two visitors on a
   * dropshipping item (`{price}` filled in here with the chosen variant's price), or null.
   */
  buyBy: string | null;
  /** "Se agregó al carrito: {quantity} × Playera." — `{quantity}` is filled in here. */
  added: string;
  /** Why the item cannot be added, or null when it can. */
  blocked: string | null;
  /** The add failed and the server said nothing (no connection): "Error al agregar al carrito". */
  addFailed: string;
}

/** How many of the item the shop's local cart already holds, over all its variants. */
function quantityInCart(shopSlug: string, productId: string): number {
  return readLocalCart(shopSlug)
    .filter((line) => line.productId === productId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The item's variant choice, quantity and add-to-cart button. Adding writes a line to the
 * visitor's cart — the shop's local cart for anonymous visitors, the server cart for signed-in
 * ones, whose refusals show the server's message — and announces it in a live region. The quantity follows the
 * cart rules (spec 02 §5) for what is typed and for the cart line it would make. For level-one and
 * level-two visitors a dropshipping item's button is the 'buy by' price button (spec 02 §6):
 * 'Comprar por $450.00', adding to the same local cart.
 */
export function ItemPurchasePanel({
  shopSlug,
  productId,
  buyable,
  variants,
  price,
  limits,
  labels,
}: {
  shopSlug: string;
  productId: string;
  buyable: BuyableItem;
  variants: VariantGroups;
  /** The item's price and its combinations' own ones (the 'buy by' button names the chosen one). */
  price: { listPrice: number; currency: string; variantPrices: readonly VariantPrice[] };
  limits: QuantityLimits;
  labels: PurchaseLabels;
}) {
  const hydrated = useHydrated();
  const level = useViewerLevel();
  const [selection, setSelection] = useItemSelection();
  // The lowest price the options chosen so far leave: the chosen combination's once all are.
  const { min } = variantPriceRange(price.listPrice, price.variantPrices, selection);
  const buttonLabel =
    labels.buyBy !== null && seesBuyBy(level, buyable)
      ? buyByLabel(labels.buyBy, { list_price: min, currency: price.currency })
      : labels.addToCart;
  const id = useId();
  const quantityRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const mainButtonRef = useRef<HTMLButtonElement>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [text, setText] = useState('1');
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<QuantityProblem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const blocked = labels.blocked !== null;

  const judge = (value: string | number) => validateQuantity({ value, ...limits });
  const onType = (typed: string) => {
    setText(typed);
    setRefusal(null);
    const check = judge(typed);
    if (check.ok) setQuantity(check.quantity);
    setProblem(check.ok || check.code === 'ignored' ? null : check);
  };
  const onStep = (delta: 1 | -1) => {
    const check = judge(quantity + delta);
    if (check.ok) {
      setQuantity(check.quantity);
      setText(String(check.quantity));
    }
    setProblem(check.ok || check.code === 'ignored' ? null : check);
  };
  // Zero or empty is ignored: the field shows the last good quantity again.
  const onBlur = () => {
    const check = judge(text);
    if (!check.ok && check.code === 'ignored') setText(String(quantity));
  };
  const onChoose = (group: string, option: string) => {
    setSelection((current) => ({ ...current, [group]: option }));
    setMissing((current) => current.filter((name) => name !== group));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!hydrated || blocked || adding) return;
    setRefusal(null);
    const notChosen = missingVariantGroups(variants, selection);
    if (notChosen.length > 0) {
      setMissing(notChosen);
      formRef.current
        ?.querySelector<HTMLInputElement>(
          `input[data-variant-group="${CSS.escape(notChosen[0] ?? '')}"]`,
        )
        ?.focus();
      return;
    }
    const typed = judge(text);
    if (!typed.ok && typed.code !== 'ignored') {
      setProblem(typed);
      quantityRef.current?.focus();
      return;
    }
    const variant = variantLabel(variants, selection);
    // Anonymous visitors add at once; a signed-in one waits for the page to know it.
    const mode = cartModeNow(shopSlug) ?? (await startCart(shopSlug));
    if (mode === 'server') {
      // The server applies the rules to the whole cart line and says why it refuses.
      setAdding(true);
      // The server cart's requests (and the API client) only for a signed-in visitor who adds:
      // not in the item page's first load.
      const { addToServerCart } = await import('@/lib/client/cart/cart-source');
      const answer = await addToServerCart(shopSlug, { product_id: productId, variant, quantity });
      setAdding(false);
      if (!answer.ok) {
        setRefusal(answer.error.message || labels.addFailed);
        quantityRef.current?.focus();
        return;
      }
    } else {
      const total = judge(quantityInCart(shopSlug, productId) + quantity);
      if (!total.ok && total.code !== 'ignored') {
        setProblem(total);
        quantityRef.current?.focus();
        return;
      }
      addToLocalCart(shopSlug, { productId, quantity, variant });
    }
    const message = labels.added.replace('{quantity}', String(quantity));
    // The same words twice in a row are not read again; a trailing no-break space makes them new.
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));
  };

  const errors = Object.fromEntries(
    missing.map((group) => [group, labels.chooseOption[group] ?? '']),
  );
  return (
    <form
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-4"
    >
      <VariantPicker groups={variants} selection={selection} errors={errors} onChoose={onChoose} />
      {blocked ? null : (
        <QuantityInput
          id={`${id}-quantity`}
          label={labels.quantity}
          value={text}
          max={maxQuantity(limits)}
          hint={labels.maxPurchaseNote}
          error={problem ? labels.problems[problem.code] : refusal}
          stepLabels={{ decrease: labels.decrease, increase: labels.increase }}
          disabled={false}
          inputRef={quantityRef}
          onType={onType}
          onStep={onStep}
          onBlur={onBlur}
        />
      )}
      <div className="flex flex-col gap-2">
        <ShopButton
          ref={mainButtonRef}
          type="submit"
          variant="contrast"
          size="lg"
          disabled={!hydrated || blocked}
          aria-disabled={adding || undefined}
          aria-describedby={blocked ? `${id}-blocked` : undefined}
          className="sm:w-fit"
        >
          {buttonLabel}
        </ShopButton>
        {blocked ? (
          <p id={`${id}-blocked`} className="text-sm text-gray-700 dark:text-gray-300">
            {labels.blocked}
          </p>
        ) : null}
        <Notice role="status" message={announcement || null} />
      </div>
      {blocked ? null : (
        <StickyAddBar
          mainButton={mainButtonRef}
          price={
            buyable.hide_price || buyable.is_free ? null : { minor: min, currency: price.currency }
          }
          label={buttonLabel}
          disabled={!hydrated || adding}
        />
      )}
    </form>
  );
}
