'use client';

import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useTimedMessage } from '@/components/profile/use-timed-message';
import type { CartOrder } from '@/lib/api/schemas/cart';
import type { CartMode } from '@/lib/client/cart/cart-store';
import { checkoutRequests } from '@/lib/client/requests/checkout';
import { navigateTo } from '@/lib/client/navigate';
import { shopHref } from '@/lib/domain/paths/tenancy';

import type { CartPanelLabels } from './cart-labels';

/** Spec 02 §8: a checkout refusal shows as a warning for 7 s. */
export const CHECKOUT_WARNING_MS = 7_000;

/**
 * An order's pay button (spec 02 §4 "Cart"): a signed-in shopper starts the checkout of that
 * supplier's order and goes to it; the button is disabled while the checkout is being created,
 * and a refusal (stock, supplier not configured) shows for 7 s. An anonymous shopper is sent to
 * log in first, back to this page, where the local cart joins the account's.
 */
export function CartPayButton({
  shopSlug,
  base,
  mode,
  order,
  labels,
}: {
  shopSlug: string;
  base: string;
  mode: CartMode | null;
  order: CartOrder;
  labels: CartPanelLabels;
}) {
  const [pending, setPending] = useState(false);
  const warning = useTimedMessage(CHECKOUT_WARNING_MS);
  const signedIn = mode === 'server';

  const pay = async () => {
    if (!signedIn) {
      const here = `${window.location.pathname}${window.location.search}`;
      navigateTo(shopHref(base, `login?next=${encodeURIComponent(here)}`));
      return;
    }
    setPending(true);
    warning.clear();
    const answer = await checkoutRequests.create(shopSlug, {
      supplier_id: order.supplier.id,
      currency: order.currency,
    });
    if (answer.ok) {
      navigateTo(shopHref(base, `comprar/${answer.data.checkout_id}`));
      return;
    }
    setPending(false);
    warning.show(answer.error.message || labels.checkoutFailed);
  };

  return (
    <>
      <Button
        variant="contrast"
        disabled={pending || !order.is_configured || order.total === 0}
        onClick={() => void pay()}
      >
        {pending ? labels.payPending : labels.pay}
      </Button>
      {signedIn ? null : (
        <p className="text-center text-sm text-gray-700 dark:text-gray-300">{labels.payLogin}</p>
      )}
      <Notice role="alert" tone="warning" message={warning.message} />
    </>
  );
}
