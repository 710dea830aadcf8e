import { useTranslations } from 'next-intl';

import Link from '@/components/ui/link';
import { StaticImage } from '@/components/ui/static-image';
import type { NetworkBusiness } from '@/lib/api/schemas/business-network';

/**
 * A shop or supplier of the network: its picture, name (a link to the shop to visit, when there
 * is one), what kind of business it is and, for a supplier, how many items it offers.
 */
export function BusinessCard({
  business,
  priority = false,
}: {
  business: NetworkBusiness;
  priority?: boolean;
}) {
  const t = useTranslations('businessNetwork');
  const kind =
    business.kind === 'shop' && business.store_type
      ? t(`storeTypes.${business.store_type}`)
      : t(`kinds.${business.kind}`);
  return (
    <li className="flex gap-4 rounded-xl border border-gray-200 p-4 dark:border-gray-800">
      <div className="relative size-16 shrink-0 overflow-hidden rounded-full bg-gray-100 dark:bg-gray-800">
        {business.image ? (
          <StaticImage
            src={business.image}
            alt=""
            width={64}
            height={64}
            priority={priority}
            className="size-16 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 items-center justify-center text-2xl font-bold text-gray-500 dark:text-gray-400"
          >
            {business.name.slice(0, 1).toUpperCase()}
          </span>
        )}
      </div>
      <div className="min-w-0">
        <h2 className="text-lg font-semibold break-words">
          {business.href ? (
            <Link href={business.href} className="text-blue-700 underline dark:text-blue-300">
              {business.name}
            </Link>
          ) : (
            business.name
          )}
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {kind}
          {business.product_count !== null
            ? ` · ${t('productCount', { count: business.product_count })}`
            : null}
          {business.href ? null : ` · ${t('noShop')}`}
        </p>
        {business.description ? (
          <p className="mt-1 line-clamp-2 text-sm text-gray-700 dark:text-gray-300">
            {business.description}
          </p>
        ) : null}
      </div>
    </li>
  );
}
