import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { CSSProperties, ReactNode } from 'react';

import { ShopFooter } from '@/components/storefront/shop-footer';
import { ShopHeader } from '@/components/storefront/shop-header';
import { ShopMenu } from '@/components/storefront/shop-menu';
import { shopMetadata } from '@/lib/server/seo/shop-seo';
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

export default async function ShopLayout({ children, params }: { children: ReactNode; params: ShopRouteParams }) {
  const { slug, base } = await resolveShopParams(params);
  const shop = await readShop(slug);
  if (!shop) notFound();
  const colours = {
    '--shop-color1': shop.store_theme_info.color1,
    '--shop-color2': shop.store_theme_info.color2,
    ...(shop.footer_bg ? { '--shop-footer-bg': shop.footer_bg } : {}),
    ...(shop.footer_fg ? { '--shop-footer-fg': shop.footer_fg } : {}),
  } as CSSProperties;
  return (
    <div style={colours} data-theme={shop.theme} className="flex min-h-dvh flex-col">
      <ShopHeader shop={shop} base={base} />
      <ShopMenu shop={shop} base={base} />
      <div className="flex-1">{children}</div>
      <ShopFooter shop={shop} />
    </div>
  );
}
