'use client';

import { QueryClientProvider } from '@tanstack/react-query';

import { pageQueryClient } from '@/lib/client/cart/query-client';
import { useCart } from '@/lib/client/cart/use-cart';

import type { CartPanelLabels } from './cart-labels';
import { CartPanelBody } from './cart-panel-body';

/**
 * The cart page of a visitor who has not signed in: their cart lives in this browser, so the
 * page shows it with the panel's own body (same rules, same pay button that asks to log in).
 */
export function LocalCartPage({
  shopSlug,
  base,
  labels,
}: {
  shopSlug: string;
  base: string;
  labels: CartPanelLabels;
}) {
  const { mode } = useCart(shopSlug);
  return (
    <QueryClientProvider client={pageQueryClient()}>
      <CartPanelBody shopSlug={shopSlug} base={base} mode={mode} open labels={labels} />
    </QueryClientProvider>
  );
}
