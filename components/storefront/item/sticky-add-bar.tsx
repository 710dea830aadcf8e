'use client';

import { type RefObject, useEffect, useState } from 'react';

import { ShopButton } from '@/components/ui/shop-button';
import { formatPrice } from '@/lib/domain/catalogue/price';

/**
 * The item's add button kept at hand on a phone (issue 20: "a shopper must see name, price and
 * the add button on the first screen of a phone"): a bar fixed to the bottom of the screen with
 * the price and a second submit button of the same form, shown while the item is on screen and
 * its own button is not (below the photos, or scrolled past). Hidden from 768 px, where the
 * button sits beside the photos. A visual shortcut for touch: hidden from assistive technology
 * and out of the tab order, since the form's own button is where the keyboard and screen readers
 * find it (two buttons with one name would only repeat it).
 */
export function StickyAddBar({
  mainButton,
  price,
  label,
  disabled,
}: {
  /** The form's own add button: the bar shows while it is out of view. */
  mainButton: RefObject<HTMLButtonElement | null>;
  /** The price of the options chosen so far, or null when the item hides it. */
  price: { minor: number; currency: string } | null;
  label: string;
  disabled: boolean;
}) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const button = mainButton.current;
    const article = button?.closest('article');
    if (!button || !article || typeof IntersectionObserver === 'undefined') return;
    let buttonInView = true;
    let articleInView = true;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === button) buttonInView = entry.isIntersecting;
        else articleInView = entry.isIntersecting;
      }
      setShown(articleInView && !buttonInView);
    });
    observer.observe(button);
    observer.observe(article);
    return () => observer.disconnect();
  }, [mainButton]);

  // Drawn only while it shows: one add button (and one price) in the page otherwise.
  if (!shown) return null;
  return (
    <div data-sticky-add-bar data-shown aria-hidden="true" className="sticky-add-bar">
      {price ? (
        <p className="shrink-0 text-lg font-semibold">{formatPrice(price.minor, price.currency)}</p>
      ) : null}
      <ShopButton
        type="submit"
        variant="contrast"
        tabIndex={-1}
        disabled={disabled}
        className="flex-1"
      >
        {label}
      </ShopButton>
    </div>
  );
}
