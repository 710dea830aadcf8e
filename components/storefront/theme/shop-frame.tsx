import { useTranslations } from 'next-intl';
import { Activity, type CSSProperties, type ReactNode } from 'react';

import { BannerEditorSlot } from '@/components/banners/banner-editor-slot';
import { ShopAdminToolsSlot } from '@/components/shop-settings/shop-admin-tools-slot';
import { ShopMenu } from '@/components/storefront/shop-menu';
import type { Shop } from '@/lib/api/schemas/shop';
import { effectiveScheme, type SchemeSegment } from '@/lib/domain/shop/color-scheme';
import type { Locale } from '@/lib/i18n/locales';

import { EarnCommissionsPromo } from '../levels/earn-commissions-promo';
import { ListSkeleton } from '../list-skeleton';
import { ListNavigationPending } from '../nav/list-navigation-pending';
import { ShopNavBar } from '../nav/shop-nav-bar';
import { ShopSearchBar } from '../nav/shop-search-bar';
import { CatalogueStrip } from './catalogue-strip';
import { FacebookPixel } from './facebook-pixel';
import { FloatingChat } from './floating-chat';
import { ShopHeaderInfo } from './header-info';
import { ShopCover } from './shop-cover';
import { ShopFooter } from './shop-footer';
import { ShopHeaderSlider } from './shop-header-slider';
import { ShopSlider } from './shop-slider';
import { SocialBar } from './social-bar';

export interface ShopFrameProps {
  shop: Shop;
  base: string;
  locale: Locale;
  scheme: SchemeSegment;
  children: ReactNode;
}

/** The shop's colours as the CSS variables Tailwind's `shop-*` colours name. */
function shopColours(shop: Shop): CSSProperties {
  return {
    '--shop-color1': shop.store_theme_info.color1,
    '--shop-color2': shop.store_theme_info.color2,
    ...(shop.footer_bg ? { '--shop-footer-bg': shop.footer_bg } : {}),
    ...(shop.footer_fg ? { '--shop-footer-fg': shop.footer_fg } : {}),
  } as CSSProperties;
}

/** The blocks above the content, in the order spec 01 §2 "Storefront layouts" lists per theme. */
function TopBlocks({ shop, base, locale, scheme }: Omit<ShopFrameProps, 'children'>) {
  const nav = (
    <>
      <ShopNavBar shop={shop} base={base} locale={locale} scheme={scheme} />
      <ShopAdminToolsSlot shop={shop} base={base} />
    </>
  );
  const menu = <ShopMenu shop={shop} base={base} />;
  const catalogues = shop.hidden_search_bar ? null : <CatalogueStrip shop={shop} base={base} />;
  switch (shop.theme) {
    case 'theme03':
      return (
        <>
          {nav}
          {catalogues}
          {menu}
          <div data-promo className="contents">
            <ShopHeaderSlider shop={shop} base={base} />
            <BannerEditorSlot shop={shop} />
          </div>
        </>
      );
    case 'theme04':
      return (
        <>
          {nav}
          {menu}
          {catalogues}
          <div data-promo className="contents">
            <ShopSlider shop={shop} base={base} variant="theme04" />
            <BannerEditorSlot shop={shop} />
          </div>
        </>
      );
    case 'theme05':
    case 'basic':
      return (
        <>
          {nav}
          <div data-shop-cover>
            <ShopCover shop={shop} base={base} />
          </div>
          {shop.hidden_search_bar ? null : <ShopSearchBar shop={shop} base={base} />}
          {catalogues}
          {menu}
          <div data-promo className="contents">
            <ShopSlider shop={shop} base={base} variant={shop.theme} />
            <BannerEditorSlot shop={shop} />
            <ShopHeaderInfo shop={shop} base={base} />
          </div>
        </>
      );
  }
}

/**
 * Everything around a shop page: colours, light/dark scheme, the theme's blocks above and below
 * the content. Server-rendered; carousels, search, toggles and chat are islands inside.
 *
 * The blocks above, the page's content and the footer are each an `<Activity>`: the server sends
 * them inline like any markup (an Activity is not a Suspense boundary, so nothing is held back or
 * moved in by a script), and the browser hydrates them after the rest, in short slices between
 * which it can paint and answer input, instead of in one long task (React hydrates a
 * server-rendered Activity at offscreen priority; an event aimed at one hydrates it at once and is
 * replayed). docs/decisions.md, "Hydration in slices".
 */
export function ShopFrame({ shop, base, locale, scheme, children }: ShopFrameProps) {
  const tl = useTranslations('lists');
  return (
    <div
      style={shopColours(shop)}
      data-theme={shop.theme}
      data-scheme={effectiveScheme(scheme, shop.darkmode)}
      className="shop-frame"
    >
      <Activity>
        <TopBlocks shop={shop} base={base} locale={locale} scheme={scheme} />
      </Activity>
      <div className="flex-1" data-page-content>
        <Activity>{children}</Activity>
        <ListSkeleton loadingLabel={tl('loading')} />
      </div>
      <ListNavigationPending />
      {shop.theme === 'theme04' ? <SocialBar shop={shop} base={base} /> : null}
      <Activity>
        <ShopFooter shop={shop} base={base} locale={locale} />
      </Activity>
      <FloatingChat shop={shop} base={base} />
      <EarnCommissionsPromo shop={shop} base={base} />
      <FacebookPixel shop={shop} base={base} />
    </div>
  );
}
