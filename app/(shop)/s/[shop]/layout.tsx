import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { CSSProperties, ReactNode } from 'react';

import { ShopFooter } from '@/components/storefront/shop-footer';
import { ShopHeader } from '@/components/storefront/shop-header';
import { getShopBase } from '@/lib/server/storefront/request-urls';
import { readShop } from '@/lib/server/storefront/storefront-reads';

type Params = Promise<{ shop: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const shop = await readShop((await params).shop);
  if (!shop) return {};
  return {
    title: { default: shop.name, template: `%s | ${shop.name}` },
    description: shop.seo_description ?? undefined,
    icons: shop.favicon ? { icon: shop.favicon } : undefined,
    alternates: shop.canonical_url ? { canonical: shop.canonical_url } : undefined,
  };
}

export default async function ShopLayout({ children, params }: { children: ReactNode; params: Params }) {
  const slug = (await params).shop;
  const shop = await readShop(slug);
  if (!shop) notFound();
  const base = await getShopBase(shop.slug);
  const colours = {
    '--shop-color1': shop.store_theme_info.color1,
    '--shop-color2': shop.store_theme_info.color2,
    ...(shop.footer_bg ? { '--shop-footer-bg': shop.footer_bg } : {}),
    ...(shop.footer_fg ? { '--shop-footer-fg': shop.footer_fg } : {}),
  } as CSSProperties;
  return (
    <div style={colours} data-theme={shop.theme} className="flex min-h-dvh flex-col">
      <ShopHeader shop={shop} base={base} />
      <div className="flex-1">{children}</div>
      <ShopFooter shop={shop} />
    </div>
  );
}
