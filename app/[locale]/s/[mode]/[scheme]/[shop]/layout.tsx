import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';

import { ScriptPolicyMeta } from '@/components/security/script-policy-meta';
import { ShopFrame } from '@/components/storefront/theme/shop-frame';
import { PLATFORM_HOST_META } from '@/lib/domain/paths/account-links';
import { shopScriptProviders } from '@/lib/domain/request/content-security-policy';
import { rootDomain } from '@/lib/env';
import { paymentScriptProviders } from '@/lib/server/payments/payment-script-providers';
import { shopMetadata } from '@/lib/server/storefront/shop-seo';
import { resolveShopParams, type ShopRouteParams } from '@/lib/server/storefront/shop-params';
import { readShop } from '@/lib/server/storefront/storefront-reads';

// Shop pages are rendered on their first visit and then served from the cache (per path, so per
// shop, locale and address), until a tag revalidation or this many seconds pass (a literal:
// Next reads segment config statically; it matches STOREFRONT_REVALIDATE_SECONDS).
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

// Metadata every shop page inherits. No canonical, hreflang or og:url here: a page that forgot its
// own would claim the home's address; each page sets them (`shopMetadata` with its path).
export async function generateMetadata({ params }: { params: ShopRouteParams }): Promise<Metadata> {
  const { locale, slug } = await resolveShopParams(params);
  const shop = await readShop(slug);
  if (!shop) return {};
  return {
    title: { default: shop.name, template: `%s | ${shop.name}` },
    description: shop.seo_description ?? undefined,
    icons: shop.favicon ? { icon: shop.favicon } : undefined,
    ...shopMetadata({ shop, locale }),
  };
}

export default async function ShopLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: ShopRouteParams;
}) {
  const { slug, base, locale, scheme } = await resolveShopParams(params);
  const shop = await readShop(slug);
  if (!shop) notFound();
  return (
    <ShopFrame shop={shop} base={base} locale={locale} scheme={scheme}>
      <ScriptPolicyMeta
        providers={[...shopScriptProviders(shop, base), ...paymentScriptProviders()]}
      />
      {/* Links to the platform from a shop's own domain need its host (lib/client/page-location). */}
      <meta name={PLATFORM_HOST_META} content={rootDomain()} />
      {children}
    </ShopFrame>
  );
}
