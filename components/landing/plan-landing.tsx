import 'server-only';

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';

import { periodLabel } from '@/components/packages/period-label';
import { readPackageForPage } from '@/components/packages/package-reads';
import { formatPrice } from '@/lib/domain/catalogue/price';
import {
  ENTREPRENEURS_PATH,
  PLAN_PAGES,
  type PlanPagePath,
  planPurchaseHref,
} from '@/lib/domain/landing/landing-pages';
import { isLocale, type Locale } from '@/lib/i18n/locales';

import { CtaBand } from './cta-band';
import { CtaLink } from './cta-link';
import { EarningExample } from './earning-example';
import { FeatureGrid } from './feature-grid';
import { LandingFaq } from './landing-faq';
import { LandingHero } from './landing-hero';
import { landingMetadata } from './landing-metadata';
import { LandingSection } from './landing-section';
import { OtherAudienceLink } from './other-audience-link';
import { PlanPriceCard } from './plan-price-card';
import { STORE_FEATURES } from './store-features';

const FAQ = ['buy', 'period', 'account'] as const;

/** The plan a plan page sells, with the texts every part of the page needs; null when missing. */
async function planTexts(path: PlanPagePath, locale: Locale) {
  const plan = await readPackageForPage(PLAN_PAGES[path]);
  if (!plan) return null;
  const [format, period] = await Promise.all([
    getFormatter({ locale }),
    periodLabel(plan.periodicity),
  ]);
  return {
    plan,
    period,
    values: {
      name: plan.name,
      price: formatPrice(plan.price, plan.currency),
      currency: plan.currency,
      period: period.toLowerCase(),
      rate: format.number(plan.commission_rate, { style: 'percent', maximumFractionDigits: 2 }),
    },
  };
}

/** A plan page's metadata (none for a plan missing from the table: the page is a 404). */
export async function planLandingMetadata(
  path: PlanPagePath,
  params: Promise<{ locale: string }>,
): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const found = await planTexts(path, locale);
  if (!found) return {};
  const t = await getTranslations({ locale, namespace: 'landing.plans' });
  return landingMetadata({
    path,
    title: t('metaTitle', found.values),
    description: t('metaDescription', found.values),
    locale,
  });
}

/**
 * A plan's own page (`/tiendaenlinea`, `/negociodigital`, `/mkt/facturacion`; spec 03 §2): its
 * name, price, periodicity and commission from the plans table, what it includes, how it earns,
 * a FAQ, and 'Comprar ahora' to the package page, where the existing form buys it.
 */
export async function PlanLanding({
  path,
  params,
}: {
  path: PlanPagePath;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const found = await planTexts(path, locale);
  if (!found) notFound();
  const { plan, period, values } = found;
  const [t, cta, common, features, earning] = await Promise.all([
    getTranslations('landing.plans'),
    getTranslations('landing.cta'),
    getTranslations('landing.common'),
    getTranslations('landing.storeFeatures'),
    getTranslations('landing.entrepreneurs.earning'),
  ]);
  const buy = (variant: 'primary' | 'onBlue') => (
    <CtaLink href={planPurchaseHref(plan.id)} variant={variant} data-testid={`buy-${variant}`}>
      {cta('buyNow')}
    </CtaLink>
  );
  return (
    <main id="main" className="bg-white text-gray-900 dark:bg-gray-950 dark:text-gray-100">
      <LandingHero
        kicker={t('kicker')}
        title={plan.name}
        subtitle={t(`taglines.${PLAN_PAGES[path]}`)}
        actions={
          <>
            {buy('primary')}
            <CtaLink href={`/registro?plan=${encodeURIComponent(plan.id)}`} variant="secondary">
              {cta('signUp')}
            </CtaLink>
          </>
        }
        note={t('subtitle', values)}
        aside={<PlanPriceCard plan={plan} period={period} headingLevel={2} />}
      />
      <LandingSection id="incluye" title={t('includesTitle')} tinted>
        <FeatureGrid
          features={[
            {
              title: t('commissionFeature.title', values),
              body: t('commissionFeature.body'),
            },
            ...STORE_FEATURES.map((key) => ({
              title: features(`${key}.title`),
              body: features(`${key}.body`),
            })),
          ]}
        />
      </LandingSection>
      <LandingSection id="como-ganas" title={earning('title')} intro={earning('body')}>
        <EarningExample plan={plan} />
      </LandingSection>
      <LandingFaq
        title={common('faqTitle')}
        entries={FAQ.map((key) => ({
          question: t(`faq.${key}.q`),
          answer: t(`faq.${key}.a`, values),
        }))}
      />
      <CtaBand
        title={t('final.title', values)}
        body={t('final.body', values)}
        actions={buy('onBlue')}
      />
      <OtherAudienceLink href={`${ENTREPRENEURS_PATH}#planes`}>
        {common('comparePlans')}
      </OtherAudienceLink>
    </main>
  );
}
