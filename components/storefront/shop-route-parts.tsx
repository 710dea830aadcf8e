'use client';

import { useParams } from 'next/navigation';
import type { ReactNode } from 'react';

import Link from '@/components/ui/link';
import { localizedBase } from '@/lib/domain/paths/locale-segment';
import { modeFromSegment, shopBasePath } from '@/lib/domain/paths/tenancy';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

// not-found.tsx files get no params, and reading headers there would make cached shop pages
// dynamic; these read the route's params instead (server-rendered, so no JavaScript is needed).

function useShopRoute() {
  const { locale, mode, shop } = useParams<{ locale: string; mode: string; shop: string }>();
  const base = shopBasePath({ slug: shop, mode: modeFromSegment(mode) ?? 'path' });
  return { slug: shop, base: localizedBase(base, isLocale(locale) ? locale : defaultLocale) };
}

/** A link to the home of the shop this route is in. */
export function ShopHomeLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Link href={useShopRoute().base} className={className}>
      {children}
    </Link>
  );
}

/** A translated sentence with the route's shop slug in place of `{slug}`. */
export function WithShopSlug({ template }: { template: string }) {
  return <>{template.replace('{slug}', useShopRoute().slug)}</>;
}
