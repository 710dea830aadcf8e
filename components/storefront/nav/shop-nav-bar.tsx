import { useTranslations } from 'next-intl';

import { NavAccountSlot } from '@/components/account/nav-account-slot';
import { LanguageSelector } from '@/components/preferences/language-selector';
import { SchemeToggle } from '@/components/preferences/scheme-toggle';
import { MenuIcon, SearchIcon } from '@/components/ui/line-icons';
import type { Shop } from '@/lib/api/schemas/shop';
import type { SchemeSegment } from '@/lib/domain/shop/color-scheme';
import { shopHref } from '@/lib/domain/paths/tenancy';
import type { Locale } from '@/lib/i18n/locales';

import { CartButton } from './cart-button';
import { HeaderScrollState } from './header-scroll-state';
import { NavDisclosure } from './nav-disclosure';
import { NavPanelsCloser } from './nav-panels-closer';
import { ShopLogoLink } from './shop-logo-link';
import { ShopSearchBar } from './shop-search-bar';

// The bar's classes are component classes of app/globals.css (`shop-header`, `nav-login`,
// `nav-signup`, `nav-menu`, `nav-menu-link`): the bar is on every shop page, twice.

/** Themes whose nav bar carries the search behind a toggle (theme05 and basic show it under the cover). */
const SEARCH_IN_NAV = new Set<Shop['theme']>(['theme03', 'theme04']);

/**
 * The top nav bar (spec 01 §2 "Navigation bar"), in the shop's gradient: logo and name to the
 * home, the search toggle, dark-mode toggle, language, cart with its count, and login / sign-up
 * (in a dropdown on phones). Server-rendered for the anonymous visitor, as the cached layout is;
 * the per-visitor parts are islands and the account slot is filled by the accounts feature.
 */
export function ShopNavBar({
  shop,
  base,
  locale,
}: {
  shop: Shop;
  base: string;
  locale: Locale;
  scheme: SchemeSegment;
}) {
  const t = useTranslations('nav');
  const signupLabel = shop.store_creation_on_signup ? t('createStore') : t('signup');
  const loginHref = shopHref(base, 'login');
  const signupHref = shopHref(base, 'registro');
  const withSearch = SEARCH_IN_NAV.has(shop.theme) && !shop.hidden_search_bar;

  return (
    // Sticky, and slid away while the shopper scrolls down (HeaderScrollState) by its `top`, not a
    // transform: a transform would make it the frame of the fixed widgets it holds.
    <header data-header-state="unfixed" className="shop-header">
      <div className="nav-bar">
        {/* The logo and name take what the buttons leave (basis 0): on a phone a wide logo
            shortens the name instead of squeezing the cart and avatar (issue 24 walk). */}
        <div className="flex min-w-0 flex-1">
          <ShopLogoLink shop={shop} href={shopHref(base, '')} />
        </div>
        {withSearch ? (
          <NavDisclosure
            label={t('searchToggle')}
            icon={<SearchIcon />}
            panelClassName="nav-search"
          >
            <ShopSearchBar shop={shop} base={base} focusOnReveal />
          </NavDisclosure>
        ) : null}
        {shop.hidden_darkmode ? null : <SchemeToggle />}
        <LanguageSelector locale={locale} className="hidden md:flex" />
        <CartButton shopSlug={shop.slug} base={base} locale={locale} />
        <div className="ml-1 hidden items-center gap-1 md:flex">
          <a href={loginHref} className="nav-login" data-account-link="login">
            {t('login')}
          </a>
          <a href={signupHref} className="nav-signup" data-account-link="signup">
            {signupLabel}
          </a>
        </div>
        <NavDisclosure
          label={t('menu')}
          icon={<MenuIcon />}
          className="md:hidden"
          panelClassName="nav-menu"
        >
          <ul>
            <li data-account-link="login">
              <a href={loginHref} className="nav-menu-link">
                {t('login')}
              </a>
            </li>
            <li data-account-link="signup">
              <a href={signupHref} className="nav-menu-link">
                {signupLabel}
              </a>
            </li>
          </ul>
          <LanguageSelector
            locale={locale}
            className="mt-1 border-t border-gray-200 px-1 pt-2 dark:border-gray-700"
          />
        </NavDisclosure>
        {/* Alerts bell and profile avatar of a logged-in visitor (the accounts feature fills it). */}
        <div data-slot="nav-account" className="contents">
          <NavAccountSlot base={base} shopSlug={shop.slug} />
        </div>
      </div>
      <NavPanelsCloser />
      <HeaderScrollState />
    </header>
  );
}
