'use client';

import { CartIcon } from '@/components/ui/line-icons';
import { useLocalCartCount } from '@/lib/client/local-cart';

export interface CartButtonLabels {
  /** No items: "Carrito". */
  empty: string;
  /** One item: "Carrito, 1 artículo". */
  one: string;
  /** More: "Carrito, {count} artículos". */
  other: string;
}

/** Badge text: the count, capped so it fits the circle. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The cart button with its item-count badge, read from the shop's local cart (0 on the server and
 * before hydration, so the cached page shows no badge). Its name says the count.
 */
export function CartButton({ shopSlug, href, locale, labels }: { shopSlug: string; href: string; locale: string; labels: CartButtonLabels }) {
  const count = useLocalCartCount(shopSlug);
  const label =
    count === 0
      ? labels.empty
      : (new Intl.PluralRules(locale).select(count) === 'one' ? labels.one : labels.other).replace('{count}', String(count));
  return (
    <a
      href={href}
      aria-label={label}
      className="relative inline-flex size-10 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
    >
      <CartIcon />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-white px-1 text-xs leading-none font-bold text-gray-900 shadow ring-1 ring-black/10"
        >
          {badgeText(count)}
        </span>
      ) : null}
    </a>
  );
}
