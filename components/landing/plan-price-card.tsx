import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { formatPrice } from '@/lib/domain/catalogue/price';
import type { LandingPlan } from '@/lib/domain/landing/landing-pages';

import { LANDING_CARD, MUTED } from './landing-styles';

/**
 * A plan's price card: name, price per period and the commission it pays per sale, from the
 * plans table (through the packages API); the page gives the buttons. `headingLevel` follows the
 * page's outline (h3 in a list of plans, h2 alone).
 */
export function PlanPriceCard({
  plan,
  period,
  actions,
  headingLevel = 3,
  featured = false,
}: {
  plan: LandingPlan;
  /** The periodicity in the visitor's language ('Mensual'), see components/packages/period-label. */
  period: string;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  featured?: boolean;
}) {
  const t = useTranslations('landing.common');
  const format = useFormatter();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rate = format.number(plan.commission_rate, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      data-testid={`plan-card-${plan.id}`}
      className={`${LANDING_CARD} flex w-full flex-col ${featured ? 'ring-2 ring-blue-700 dark:ring-blue-300' : ''}`}
    >
      <Heading id={`plan-${plan.id}`} className="text-xl font-bold">
        {plan.name}
      </Heading>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight" data-testid="plan-price">
          {formatPrice(plan.price, plan.currency)}
        </span>
        <span className={`font-semibold ${MUTED}`}>{plan.currency}</span>
      </p>
      <dl className="mt-5 space-y-3 text-sm">
        <div className="flex flex-wrap justify-between gap-x-4 border-t border-gray-200 pt-3 dark:border-gray-800">
          <dt className={MUTED}>{t('periodLabel')}</dt>
          <dd className="font-semibold">{period}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 border-t border-gray-200 pt-3 dark:border-gray-800">
          <dt className={MUTED}>{t('commissionLabel')}</dt>
          <dd className="text-right font-semibold">{t('commissionValue', { rate })}</dd>
        </div>
      </dl>
      {actions ? (
        <div className="mt-6 flex flex-1 flex-col justify-end gap-3">{actions}</div>
      ) : null}
    </article>
  );
}
