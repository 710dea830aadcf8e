import { CartIsland } from '@/components/cart/cart-island';
import { useCartLabels } from '@/components/cart/use-cart-labels';
import { cartPagePath } from '@/lib/domain/cart/cart-page-form';

/**
 * The nav bar's cart button with its count and side panel. Server-rendered with no count (the
 * cached page knows no visitor); the island reads the visitor's cart and gets its words here.
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
      <CartIsland shopSlug={shopSlug} base={base} locale={locale} labels={labels} />
      {/* Without JavaScript the button cannot open the panel: the cart page can. */}
      <noscript>
        <a className="text-sm font-medium underline" href={cartPagePath(base)}>
          {labels.panel.viewCart}
        </a>
      </noscript>
    </>
  );
}
