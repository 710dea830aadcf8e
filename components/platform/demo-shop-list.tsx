import { type Messages, useTranslations } from 'next-intl';

import Link from '@/components/ui/link';
import { shopHref } from '@/lib/domain/paths/tenancy';

/** The demo shops (the seed's, passed by the page), each with a link and what it shows. */
type DemoSlug = keyof Messages['platform']['demoShopDescriptions'];

export function DemoShopList({
  shops,
}: {
  shops: ReadonlyArray<{ slug: DemoSlug; name: string }>;
}) {
  const t = useTranslations('platform');
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {shops.map((shop) => (
        <li key={shop.slug} className="rounded-xl border border-gray-200 p-4 dark:border-gray-800">
          <Link
            href={shopHref(`/tienda/${shop.slug}/`, '')}
            className="font-semibold text-blue-700 underline dark:text-blue-300"
          >
            {t('visitShop', { name: shop.name })}
          </Link>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            {t(`demoShopDescriptions.${shop.slug}`)}
          </p>
        </li>
      ))}
    </ul>
  );
}
