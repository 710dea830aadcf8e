import { useTranslations } from 'next-intl';

import type { Shop } from '@/lib/api/schemas/shop';
import {
  ENTREPRENEURS_PATH,
  landingHrefFromShop,
  SUPPLIERS_PATH,
} from '@/lib/domain/landing/landing-pages';

export type BannerShop = Pick<
  Shop,
  'name' | 'hidden_dssupplier_banner' | 'hidden_affiliate_banner'
>;

// Component classes of app/globals.css (on every shop home, in its HTML and its flight data):
// `promo-card`, and `promo-link` for the landing pages' STANDALONE_LINK.
const CARD = 'promo-card';

/**
 * The shop home's two platform promos, after its main content, above the footer (spec 03 §2 'want to be supplier of
 * {shop}?' with 'Ver más'; spec 01 §2 reseller affiliate landing card), each unless the shop hides
 * it (`hidden_dssupplier_banner`, `hidden_affiliate_banner`). Server-rendered, the same for every
 * visitor, so the home stays cached. `rootDomain`: the platform's host (`ROOT_DOMAIN`).
 */
export function ShopLandingBanners({ shop, rootDomain }: { shop: BannerShop; rootDomain: string }) {
  const t = useTranslations('landing');
  const supplier = !shop.hidden_dssupplier_banner;
  const affiliate = !shop.hidden_affiliate_banner;
  if (!supplier && !affiliate) return null;
  return (
    <aside
      aria-label={t('banners.regionLabel')}
      className="promos"
      data-testid="shop-landing-banners"
    >
      {supplier ? (
        <div className={CARD} data-testid="supplier-banner">
          <h2 className="text-lg font-semibold">
            {t('banners.supplierTitle', { shop: shop.name })}
          </h2>
          <p className="text-gray-700 dark:text-gray-300">{t('banners.supplierBody')}</p>
          <p className="mt-auto">
            <a
              href={landingHrefFromShop(rootDomain, SUPPLIERS_PATH)}
              aria-label={t('banners.supplierLink')}
              className="promo-link"
            >
              {t('cta.seeMore')}
            </a>
          </p>
        </div>
      ) : null}
      {affiliate ? (
        <div className={CARD} data-testid="affiliate-banner">
          <h2 className="text-lg font-semibold">{t('banners.affiliateTitle')}</h2>
          <p className="text-gray-700 dark:text-gray-300">
            {t('banners.affiliateBody', { shop: shop.name })}
          </p>
          <p className="mt-auto">
            <a
              href={landingHrefFromShop(rootDomain, ENTREPRENEURS_PATH)}
              aria-label={t('banners.affiliateLink')}
              className="promo-link"
            >
              {t('cta.seeMore')}
            </a>
          </p>
        </div>
      ) : null}
    </aside>
  );
}
