import { useTranslations } from 'next-intl';

import { LanguageSelector } from '@/components/preferences/language-selector';
import type { ShopCategory } from '@/lib/api/schemas/category';
import type { Shop } from '@/lib/api/schemas/shop';
import type { Locale } from '@/lib/i18n/locales';
import { readShopTopCategories } from '@/lib/server/storefront/category-reads';

import { FooterContact, FooterCredits, FooterInfoLinks } from './footer-parts';

/** Spec 01 §2 Theme04: the 3cols1col footer lists at most 5 categories. */
export const FOOTER_CATEGORY_LIMIT = 5;

export interface FooterViewProps {
  shop: Shop;
  base: string;
  locale: Locale;
  categories: readonly ShopCategory[];
}

// No gap after the social bar (theme04), and room at the bottom for the floating chat button.
// Component classes of app/globals.css for the blocks of the footer of every shop page (in its HTML
// and its flight data): `shop-footer`, the theme-04 grid `footer-grid`, the bottom bar `footer-bar`.
const FOOTER = 'shop-footer';

// A component class of app/globals.css (three a page, in its HTML and its flight data).
const HEADING = 'footer-heading';

/** `default`: the shop's name and contact, the information links, credits; one band. */
export function DefaultFooter({ shop, base }: FooterViewProps) {
  const t = useTranslations('footer');
  return (
    <footer className={FOOTER}>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm sm:grid-cols-[1fr_2fr]">
        <div className="space-y-2">
          <p className="text-base font-semibold">{shop.name}</p>
          <FooterContact shop={shop} className="space-y-1" />
        </div>
        <nav aria-label={t('linksLabel')}>
          <FooterInfoLinks
            shop={shop}
            base={base}
            className="flex flex-wrap gap-x-5 gap-y-2 sm:justify-end"
          />
        </nav>
      </div>
      <div className="border-t border-current/20">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4 text-xs opacity-90 sm:flex-row sm:justify-between">
          <FooterCredits shop={shop} />
        </div>
      </div>
    </footer>
  );
}

/** `3cols1col`: information links, top categories and contact in three columns; language and credits below. */
export function ThreeColumnsFooter({ shop, base, locale, categories }: FooterViewProps) {
  const t = useTranslations('footer');
  return (
    <footer className={FOOTER}>
      <div className="footer-grid">
        <nav aria-labelledby="footer-shop-heading">
          <h2 id="footer-shop-heading" className={HEADING}>
            {t('shopHeading')}
          </h2>
          <FooterInfoLinks shop={shop} base={base} className="space-y-2" />
        </nav>
        {categories.length > 0 ? (
          <section aria-labelledby="footer-categories-heading">
            <h2 id="footer-categories-heading" className={HEADING}>
              {t('categoriesHeading')}
            </h2>
            <ul className="space-y-2">
              {categories.slice(0, FOOTER_CATEGORY_LIMIT).map((category) => (
                <li key={category.id}>{locale === 'en' ? category.name_en : category.name_es}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className={HEADING}>
            {t('contactHeading')}
          </h2>
          <p className="mb-2 font-semibold">{shop.name}</p>
          <FooterContact shop={shop} className="space-y-2" />
        </section>
      </div>
      <div className="border-t border-current/20">
        <div className="footer-bar">
          <div className="flex items-center gap-2">
            <span className="font-semibold">{t('languageHeading')}</span>
            <LanguageSelector locale={locale} />
          </div>
          <div className="flex flex-col gap-1 opacity-90 sm:items-end">
            <FooterCredits shop={shop} />
          </div>
        </div>
      </div>
    </footer>
  );
}

/**
 * The shop footer in its style (spec 01 §2 Theme04): `default`, or `3cols1col` with the shop's top
 * categories (a cached read) and the language selector. In the shop's footer colours.
 */
export async function ShopFooter({
  shop,
  base,
  locale,
}: {
  shop: Shop;
  base: string;
  locale: Locale;
}) {
  if (shop.footer_style !== '3cols1col')
    return <DefaultFooter shop={shop} base={base} locale={locale} categories={[]} />;
  const categories = await readShopTopCategories(shop.slug, FOOTER_CATEGORY_LIMIT);
  return <ThreeColumnsFooter shop={shop} base={base} locale={locale} categories={categories} />;
}
