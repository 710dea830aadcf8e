import { useLocale, useTranslations } from 'next-intl';

import { PriceTag } from '@/components/storefront/price-tag';
import { ProductImage } from '@/components/storefront/product-image';
import Link from '@/components/ui/link';
import type { NetworkProduct } from '@/lib/api/schemas/business-network';

/**
 * An item of the network: photo, name in the visitor's language, price and the shop that sells
 * it, the whole card one link to the item's page in that shop. Plain server HTML: the storefront
 * card's islands (the visitor's level inside one shop) mean nothing across shops.
 */
export function NetworkProductCard({
  product,
  priority = false,
}: {
  product: NetworkProduct;
  priority?: boolean;
}) {
  const t = useTranslations('businessNetwork');
  const shop = useTranslations('shop');
  const locale = useLocale();
  const name = locale === 'en' && product.name_en ? product.name_en : product.name;
  return (
    <li>
      <Link
        href={product.href}
        className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        <ProductImage
          src={product.photo ?? undefined}
          alt=""
          priority={priority}
          sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
        />
        <h2 className="mt-2 line-clamp-3 font-medium break-words group-hover:underline">{name}</h2>
      </Link>
      <PriceTag
        product={product}
        labels={{
          free: shop('free'),
          priceHidden: shop('priceHidden'),
          crossoutPrice: shop('crossoutPrice'),
        }}
      />
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {t('soldIn', { shop: product.shop.name })}
      </p>
    </li>
  );
}
