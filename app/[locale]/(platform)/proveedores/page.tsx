import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { CtaBand } from '@/components/landing/cta-band';
import { CtaLink } from '@/components/landing/cta-link';
import { FeatureGrid } from '@/components/landing/feature-grid';
import { LandingFaq } from '@/components/landing/landing-faq';
import { LandingHero } from '@/components/landing/landing-hero';
import { landingMetadata } from '@/components/landing/landing-metadata';
import { LandingSection } from '@/components/landing/landing-section';
import { LandingSteps } from '@/components/landing/landing-steps';
import { OtherAudienceLink } from '@/components/landing/other-audience-link';
import {
  ENTREPRENEURS_PATH,
  SUPPLIER_SIGNUP_HREF,
  SUPPLIERS_PATH,
} from '@/lib/domain/landing/landing-pages';
import { isLocale } from '@/lib/i18n/locales';

// The canonical names ROOT_DOMAIN, read at request time, never at build time (lib/env.ts).
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;

const STEPS = ['account', 'catalogue', 'orders'] as const;
const BENEFITS = ['reach', 'margin', 'orders', 'types', 'payments', 'free'] as const;
const FAQ = ['cost', 'who', 'delivery', 'types', 'commission'] as const;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'landing.suppliers' });
  return landingMetadata({
    path: SUPPLIERS_PATH,
    title: t('metaTitle'),
    description: t('metaDescription'),
    locale,
  });
}

/**
 * `/proveedores` (spec 03 §2): for businesses that want their products sold by the network's
 * resellers. Reads nothing per visitor or from the database.
 */
export default async function SuppliersLandingPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const [t, cta, common] = await Promise.all([
    getTranslations('landing.suppliers'),
    getTranslations('landing.cta'),
    getTranslations('landing.common'),
  ]);
  return (
    <main id="main" className="bg-white text-gray-900 dark:bg-gray-950 dark:text-gray-100">
      <LandingHero
        kicker={t('kicker')}
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <CtaLink href={SUPPLIER_SIGNUP_HREF} data-testid="landing-primary-cta">
              {cta('signUpFree')}
            </CtaLink>
            <CtaLink href="#como-funciona" variant="secondary">
              {t('howLink')}
            </CtaLink>
          </>
        }
        note={common('noCardNeeded')}
      />
      <LandingSection id="como-funciona" title={t('steps.title')}>
        <LandingSteps
          steps={STEPS.map((key) => ({
            title: t(`steps.${key}.title`),
            body: t(`steps.${key}.body`),
          }))}
        />
      </LandingSection>
      <LandingSection id="beneficios" title={t('benefits.title')} tinted>
        <FeatureGrid
          features={BENEFITS.map((key) => ({
            title: t(`benefits.${key}.title`),
            body: t(`benefits.${key}.body`),
          }))}
        />
      </LandingSection>
      <LandingFaq
        title={common('faqTitle')}
        entries={FAQ.map((key) => ({ question: t(`faq.${key}.q`), answer: t(`faq.${key}.a`) }))}
      />
      <CtaBand
        title={t('final.title')}
        body={t('final.body')}
        actions={
          <CtaLink href={SUPPLIER_SIGNUP_HREF} variant="onBlue">
            {cta('signUpNow')}
          </CtaLink>
        }
      />
      <OtherAudienceLink href={ENTREPRENEURS_PATH}>
        {common('entrepreneurInstead')}
      </OtherAudienceLink>
    </main>
  );
}
