'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

import { ShopButton } from '@/components/ui/shop-button';
import { CartIcon } from '@/components/ui/line-icons';
import { onCartPanelRequest } from '@/lib/client/cart/cart-panel-request';
import { useCart } from '@/lib/client/cart/use-cart';

import { type CartButtonLabels, cartButtonName, type CartPanelOtherLabels } from './cart-labels';

// The panel (and react-query with it) is its own chunk, fetched when the visitor reaches for the
// cart or the count rises: shop pages do not pay for it on load.
const loadPanel = () => import('./cart-panel');
const CartPanel = lazy(async () => ({ default: (await loadPanel()).CartPanel }));

/** Spec 02 §2: the panel does not open by itself on the purchase or checkout page. */
const onCheckoutPage = () => window.location.pathname.includes('/comprar');

/** Badge text: the count, capped so it fits the circle. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The nav bar's cart: the button with the count from the visitor's cart (local or server), a
 * polite announcement when the count changes, and the side panel, opened by the button, when
 * the count rises (not on the checkout page) and when another island asks (`requestCartPanel`).
 */
export function CartIsland({
  shopSlug,
  base,
  locale,
  labels,
}: {
  shopSlug: string;
  base: string;
  locale: string;
  /** The panel's own words come with its chunk (cart-panel.tsx); these are the others. */
  labels: { button: CartButtonLabels; panel: CartPanelOtherLabels };
}) {
  const { mode, count } = useCart(shopSlug);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [seen, setSeen] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(
    () =>
      onCartPanelRequest(shopSlug, () => {
        setWanted(true);
        setOpen(true);
      }),
    [shopSlug],
  );

  // A count that changed after the first one known is announced; one that rose opens the panel.
  if (count !== seen) {
    setSeen(count);
    if (seen !== null && count !== null) {
      setAnnouncement(cartButtonName(labels.button, locale, count));
      if (count > seen && !onCheckoutPage()) {
        setWanted(true);
        setOpen(true);
      }
    }
  }

  const name = cartButtonName(labels.button, locale, count ?? 0);
  return (
    <>
      <ShopButton
        variant="nav-icon"
        aria-label={name}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="relative inline-flex"
        data-cart-button
      >
        <CartIcon />
        {count ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-white px-1 text-xs leading-none font-bold text-gray-900 shadow ring-1 ring-black/10"
          >
            {badgeText(count)}
          </span>
        ) : null}
      </ShopButton>
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
      {wanted ? (
        <Suspense fallback={null}>
          <CartPanel
            shopSlug={shopSlug}
            base={base}
            mode={mode}
            open={open}
            onClose={() => setOpen(false)}
            locale={locale}
            labels={labels.panel}
          />
        </Suspense>
      ) : null}
    </>
  );
}
