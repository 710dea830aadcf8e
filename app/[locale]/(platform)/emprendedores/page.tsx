import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';

import { CtaBand } from '@/components/landing/cta-band';
import { CtaLink } from '@/components/landing/cta-link';
import { EarningExample } from '@/components/landing/earning-example';
import { FeatureGrid } from '@/components/landing/feature-grid';
import { LandingFaq } from '@/components/landing/landing-faq';
import { LandingHero } from '@/components/landing/landing-hero';
import { landingMetadata } from '@/components/landing/landing-metadata';
import { readLandingPlans } from '@/components/landing/landing-reads';
import { LandingSection } from '@/components/landing/landing-section';
import { LandingSteps } from '@/components/landing/landing-steps';
import { TEXT_LINK } from '@/components/landing/landing-styles';
import { OtherAudienceLink } from '@/components/landing/other-audience-link';
import { PlanCardActions } from '@/components/landing/plan-card-actions';
import { PlanPriceCard } from '@/components/landing/plan-price-card';
import { STORE_FEATURES } from '@/components/landing/store-features';
import { periodLabel } from '@/components/packages/period-label';
import {
  ENTREPRENEUR_SIGNUP_HREF,
  ENTREPRENEURS_PATH,
  examplePlan,
  MEMBERSHIP_RESIDUAL_RATE,
  STORE_CREATION_HREF,
  SUPPLIERS_PATH,
} from '@/lib/domain/landing/landing-pages';
import { isLocale } from '@/lib/i18n/locales';

// Prices come from the plans table on every visit (no database at build time).
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;

const STEPS = ['signup', 'store', 'resell'] as const;
const FAQ = ['inventory', 'earning', 'wallet', 'change', 'store'] as const;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'landing.entrepreneurs' });
  return landingMetadata({
    path: ENTREPRENEURS_PATH,
    title: t('metaTitle'),
    description: t('metaDescription'),
    locale,
  });
}

/**
 * `/emprendedores` (spec 03 §2): for people who want to open a store and resell. How earning
 * works, with a worked example from a real plan, and every plan's price from the plans table.
 */
export default async function EntrepreneursLandingPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const [t, cta, common, features, format, plans] = await Promise.all([
    getTranslations('landing.entrepreneurs'),
    getTranslations('landing.cta'),
    getTranslations('landing.common'),
    getTranslations('landing.storeFeatures'),
    getFormatter(),
    readLandingPlans(),
  ]);
  const periods = await Promise.all(plans.map((plan) => periodLabel(plan.periodicity)));
  const example = examplePlan(plans);
  const residual = format.number(MEMBERSHIP_RESIDUAL_RATE, { style: 'percent' });
  const start = (variant: 'primary' | 'onBlue') => (
    <CtaLink href={ENTREPRENEUR_SIGNUP_HREF} variant={variant} data-testid={`start-${variant}`}>
      {cta('startNow')}
    </CtaLink>
  );
  return (
    <main id="main" className="bg-white text-gray-900 dark:bg-gray-950 dark:text-gray-100">
      <LandingHero
        kicker={t('kicker')}
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            {start('primary')}
            <CtaLink href="#planes" variant="secondary">
              {t('plansLink')}
            </CtaLink>
          </>
        }
        note={
          <>
            {common('haveAccount')}{' '}
            <a href={STORE_CREATION_HREF} className={TEXT_LINK}>
              {common('createStore')}
            </a>
          </>
        }
      />
      <LandingSection id="como-empiezas" title={t('steps.title')}>
        <LandingSteps
          steps={STEPS.map((key) => ({
            title: t(`steps.${key}.title`),
            body: t(`steps.${key}.body`),
          }))}
        />
      </LandingSection>
      <LandingSection id="como-ganas" title={t('earning.title')} intro={t('earning.body')} tinted>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <div>
            <p className="rounded-2xl bg-blue-700 px-6 py-5 text-lg font-semibold text-white dark:bg-blue-800">
              {t('earning.formula')}
            </p>
            <p className="mt-6 text-gray-700 dark:text-gray-300">
              {t('earning.residual', { rate: residual })}
            </p>
          </div>
          {example ? <EarningExample plan={example} /> : null}
        </div>
      </LandingSection>
      {plans.length > 0 ? (
        <LandingSection
          id="planes"
          title={t('plans.title')}
          intro={
            <>
              {t('plans.intro')} {common('currencyNote', { currency: plans[0]!.currency })}
            </>
          }
        >
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {plans.map((plan, i) => (
              <li key={plan.id} className="flex">
                <PlanPriceCard
                  plan={plan}
                  period={periods[i] ?? plan.periodicity}
                  actions={<PlanCardActions planId={plan.id} name={plan.name} />}
                />
              </li>
            ))}
          </ul>
        </LandingSection>
      ) : null}
      <LandingSection id="tu-tienda" title={features('title')} tinted>
        <FeatureGrid
          features={STORE_FEATURES.map((key) => ({
            title: features(`${key}.title`),
            body: features(`${key}.body`),
          }))}
        />
      </LandingSection>
      <LandingFaq
        title={common('faqTitle')}
        entries={FAQ.map((key) => ({ question: t(`faq.${key}.q`), answer: t(`faq.${key}.a`) }))}
      />
      <CtaBand title={t('final.title')} body={t('final.body')} actions={start('onBlue')} />
      <OtherAudienceLink href={SUPPLIERS_PATH}>{common('supplierInstead')}</OtherAudienceLink>
    </main>
  );
}
