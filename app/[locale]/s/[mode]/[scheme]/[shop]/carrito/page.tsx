import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { CartPage } from '@/components/cart/cart-page';
import { useCartLabels } from '@/components/cart/use-cart-labels';
import { cartNoticeFromQuery, CART_NOTICE_PARAM } from '@/lib/domain/cart/cart-page-form';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';

// Per visitor: it reads the session cookie and the query (the layout above stays cached per path).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cartPage');
  // A visitor's own cart: nothing for a search engine.
  return { title: t('title'), robots: { index: false, follow: true } };
}

/** The panel's words, translated on the server (a hook: this is not an async component). */
function WithLabels(props: Omit<Parameters<typeof CartPage>[0], 'labels'>) {
  return <CartPage {...props} labels={useCartLabels().panel} />;
}

/** `{base}carrito` on a shop: the visitor's cart. */
export default async function ShopCartPage({
  params,
  searchParams,
}: {
  params: ShopRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ base, slug }, query] = await Promise.all([resolveShopParams(params), searchParams]);
  return (
    <WithLabels base={base} slug={slug} notice={cartNoticeFromQuery(query[CART_NOTICE_PARAM])} />
  );
}
