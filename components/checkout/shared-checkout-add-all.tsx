'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { CartLineInput } from '@/lib/api/schemas/cart';
import { addLinesToCart, type LineRefusal } from '@/lib/client/cart/add-lines-to-cart';
import { requestCartPanel } from '@/lib/client/cart/cart-panel-request';
import { useHydrated } from '@/lib/client/use-hydrated';

export interface SharedLine extends CartLineInput {
  name: string;
}

type Outcome =
  | { kind: 'done'; added: number; refused: Array<LineRefusal & { name: string }> }
  | { kind: 'failed'; message: string | null };

/**
 * 'Agregar todo a mi carrito' on a shared checkout: every line goes to the visitor's cart of the
 * shop (local or server, lib/client/cart/add-lines-to-cart.ts) under the quantity rules; what was
 * added and what was not (with why) is said in a status region, and the cart panel opens. Drawn
 * only once the script runs, so the page without JavaScript shows no button that does nothing.
 * Its words are `checkout.sharedAddAll`, which the page hands to its provider.
 */
export function SharedCheckoutAddAll({
  shopSlug,
  lines,
}: {
  shopSlug: string;
  lines: SharedLine[];
}) {
  const t = useTranslations('checkout.sharedAddAll');
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!ready) return null;

  async function addAll() {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    const items = lines.map(({ product_id, variant, quantity }) => ({
      product_id,
      variant,
      quantity,
    }));
    const result = await addLinesToCart(shopSlug, items);
    setBusy(false);
    if (!result.ok) {
      setOutcome({ kind: 'failed', message: result.message });
      return;
    }
    const nameOf = (refusal: LineRefusal) =>
      lines.find(
        (line) =>
          line.product_id === refusal.product_id &&
          (line.variant || null) === (refusal.variant || null),
      )?.name ?? refusal.product_id;
    setOutcome({
      kind: 'done',
      added: result.added,
      refused: result.refused.map((refusal) => ({ ...refusal, name: nameOf(refusal) })),
    });
    if (result.added > 0) requestCartPanel(shopSlug);
  }

  return (
    <div className="flex flex-col gap-3">
      <Button
        width="responsive"
        onClick={() => void addAll()}
        aria-disabled={busy}
        className="sm:self-start"
      >
        {busy ? t('adding') : t('button')}
      </Button>
      <div role="status" className="text-sm">
        {outcome?.kind === 'failed' ? (
          <p>{outcome.message || t('failed')}</p>
        ) : outcome ? (
          <>
            <p>
              {outcome.added > 0 ? t('added', { count: String(outcome.added) }) : t('noneAdded')}
            </p>
            {outcome.refused.length > 0 ? (
              <>
                <p className="mt-2">{t('notAdded')}</p>
                <ul className="mt-1 list-disc pl-5">
                  {outcome.refused.map((refusal) => (
                    <li key={`${refusal.product_id}:${refusal.variant ?? ''}`}>
                      {refusal.name}: {t(`reasons.${refusal.code}`)}
                      {refusal.added > 0
                        ? ` (${t('partly', { added: String(refusal.added), requested: String(refusal.requested) })})`
                        : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
