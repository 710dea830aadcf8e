import { useFormatter, useTranslations } from 'next-intl';

import { formatPrice } from '@/lib/domain/catalogue/price';
import { earningExample, type LandingPlan } from '@/lib/domain/landing/landing-pages';

import { LANDING_CARD, MUTED } from './landing-styles';

/**
 * The worked example of 'earning per resale = contribution margin × plan commission rate' with a
 * real plan's numbers, computed by the app's own earning rule (`earningExample` → `resaleEarning`).
 */
export function EarningExample({ plan }: { plan: LandingPlan }) {
  const t = useTranslations('landing.entrepreneurs.earning');
  const format = useFormatter();
  const example = earningExample(plan);
  const money = (minor: number) => `${formatPrice(minor, example.currency)} ${example.currency}`;
  return (
    <figure className={`${LANDING_CARD} max-w-xl`} data-testid="earning-example">
      <figcaption className="text-lg font-semibold">
        {t('exampleTitle', { plan: plan.name })}
      </figcaption>
      <dl className="mt-4 space-y-3">
        <div className="flex justify-between gap-4">
          <dt className={MUTED}>{t('marginLabel')}</dt>
          <dd className="font-semibold">{money(example.margin)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className={MUTED}>{`× ${t('rateLabel')}`}</dt>
          <dd className="font-semibold">
            {format.number(example.rate, { style: 'percent', maximumFractionDigits: 2 })}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-3 text-lg dark:border-gray-800">
          <dt className="font-semibold">{`= ${t('earningLabel')}`}</dt>
          <dd
            className="font-extrabold text-blue-800 dark:text-blue-200"
            data-testid="earning-amount"
          >
            {money(example.earning)}
          </dd>
        </div>
      </dl>
    </figure>
  );
}
