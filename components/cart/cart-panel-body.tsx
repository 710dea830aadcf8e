'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { Button } from '@/components/ui/button';
import type { Cart, CartLineInput, CartLineKey } from '@/lib/api/schemas/cart';
import { type CartAnswer, cartSource } from '@/lib/client/cart/cart-source';
import type { CartMode } from '@/lib/client/cart/cart-store';
import { cartQueryKey } from '@/lib/client/cart/query-client';

import type { CartPanelLabels } from './cart-labels';
import { CartOrderCard } from './cart-order-card';

/** A refused or failed request, with the API's message when there is one. */
export class CartRequestError extends Error {}

async function cartOf(request: Promise<CartAnswer>): Promise<Cart> {
  const answer = await request;
  if (!answer.ok) throw new CartRequestError(answer.error.message);
  return answer.data;
}

export type CartChange =
  { kind: 'set'; line: CartLineInput } | { kind: 'remove'; line: CartLineKey };

/** The line a change is about, to show its error beside it. */
export const changeKey = (line: CartLineKey) => `${line.product_id}\u0000${line.variant ?? ''}`;

/**
 * What the panel shows (spec 02 §2, §4 "Cart"): loading, empty, or one order per supplier. One
 * change at a time: while it is pending every quantity is locked.
 */
export function CartPanelBody({
  shopSlug,
  base,
  mode,
  open,
  labels,
}: {
  shopSlug: string;
  /** The shop's base path, for the checkout and login links. */
  base: string;
  mode: CartMode | null;
  open: boolean;
  labels: CartPanelLabels;
}) {
  const queryClient = useQueryClient();
  const source = mode === null ? null : cartSource(shopSlug, mode);
  const cart = useQuery({
    queryKey: cartQueryKey(shopSlug),
    queryFn: () => cartOf(source!.load()),
    enabled: open && source !== null,
  });
  const change = useMutation({
    mutationFn: (next: CartChange) =>
      cartOf(next.kind === 'set' ? source!.set(next.line) : source!.remove(next.line)),
    onSuccess: (updated) => queryClient.setQueryData(cartQueryKey(shopSlug), updated),
  });

  if (cart.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-red-700 dark:text-red-400">{cart.error.message || labels.loadFailed}</p>
        <Button variant="outline" className="text-sm" onClick={() => void cart.refetch()}>
          {labels.retry}
        </Button>
      </div>
    );
  }
  if (!cart.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p>{labels.loading}</p>
        {[0, 1].map((row) => (
          <div key={row} aria-hidden="true" className="flex animate-pulse gap-3">
            <div className="size-[50px] rounded-md bg-gray-200 sm:size-[70px] dark:bg-gray-700" />
            <div className="flex flex-1 flex-col gap-2 pt-1">
              <div className="h-4 w-2/3 rounded bg-gray-200 dark:bg-gray-700" />
              <div className="h-4 w-1/3 rounded bg-gray-200 dark:bg-gray-700" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (cart.data.orders.length === 0) return <p>{labels.empty}</p>;

  const failed =
    change.isError && change.variables
      ? {
          key: changeKey(change.variables.line),
          message: change.error.message || labels.updateFailed,
        }
      : null;
  const orders = cart.data.orders;
  return (
    <div className="flex flex-col gap-6">
      <p aria-live="polite" className="sr-only">
        {change.isPending ? labels.updating : ''}
      </p>
      {orders.map((order) => (
        <CartOrderCard
          shopSlug={shopSlug}
          base={base}
          mode={mode}
          key={`${order.supplier.id}-${order.currency}`}
          order={order}
          allProducts={orders.flatMap((o) => o.products)}
          locked={change.isPending}
          failed={failed}
          onChange={(next, onFailed) => change.mutate(next, { onError: onFailed })}
          labels={labels}
        />
      ))}
    </div>
  );
}
