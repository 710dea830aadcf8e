import { useTranslations } from 'next-intl';

import Link from '@/components/ui/link';
import type { Shop } from '@/lib/api/schemas/shop';
import { type BreadcrumbStep, visibleBreadcrumbSteps } from '@/lib/domain/shop/breadcrumb';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { platformHomeUrl } from '@/lib/env';

export type { BreadcrumbStep } from '@/lib/domain/shop/breadcrumb';

/**
 * The visible breadcrumb of theme 03 (spec 01 §2): the platform's /marketplace, the shop, then the page's trail; steps into the shop's admin are left out and
 * the last step is the current page. Other themes show none. Pages render it with their trail.
 */
export function ShopBreadcrumb({
  shop,
  base,
  trail,
}: {
  shop: Shop;
  base: string;
  trail: BreadcrumbStep[];
}) {
  const t = useTranslations('breadcrumb');
  if (shop.theme !== 'theme03') return null;
  const steps = visibleBreadcrumbSteps(
    [
      { label: t('marketplace'), href: `${platformHomeUrl()}marketplace` },
      { label: shop.name, href: shopHref(base, '') },
      ...trail,
    ],
    base,
  );
  return (
    <nav aria-label={t('label')} className="mx-auto max-w-6xl px-4 pt-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-gray-700 dark:text-gray-300">
        {steps.map((step, i) => (
          <li key={`${i}-${step.label}`} className="flex items-center gap-1">
            {i > 0 ? (
              <span aria-hidden="true" className="text-gray-400 dark:text-gray-500">
                /
              </span>
            ) : null}
            {step.href ? (
              <Link
                href={step.href}
                className="focus-visible:outline-shop-1 underline-offset-2 hover:underline focus-visible:outline-2"
              >
                {step.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-gray-900 dark:text-gray-100">
                {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
