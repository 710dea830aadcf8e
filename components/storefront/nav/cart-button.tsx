import { CartIsland } from '@/components/cart/cart-island';
import { useCartLabels } from '@/components/cart/use-cart-labels';
import { buttonVariants } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/line-icons';
import { cartPagePath } from '@/lib/domain/cart/cart-page-form';

/**
 * The nav bar's cart button with its count and side panel. Server-rendered with no count (the
 * cached page knows no visitor); the island reads the visitor's cart and gets its words here (the
 * panel's own words come with the panel's chunk).
 */
export function CartButton({
  shopSlug,
  base,
  locale,
}: {
  shopSlug: string;
  base: string;
  locale: string;
}) {
  const labels = useCartLabels();
  return (
    <>
      <CartIsland
        shopSlug={shopSlug}
        base={base}
        locale={locale}
        labels={{
          button: labels.button,
          panel: {
            unavailable: labels.panel.unavailable,
            outOfStock: labels.panel.outOfStock,
            problems: labels.panel.problems,
          },
        }}
      />
      {/* Without JavaScript the button cannot open the panel: in its place, a link to the cart page. */}
      <noscript>
        <style>{'[data-cart-button]{display:none}'}</style>
        <a
          href={cartPagePath(base)}
          aria-label={labels.panel.viewCart}
          className={buttonVariants({ variant: 'nav-icon' })}
        >
          <CartIcon />
        </a>
      </noscript>
    </>
  );
}
