import 'server-only';

import { getFormatter, getTranslations } from 'next-intl/server';

import { Button } from '@/components/ui/button';
import { ORDERS_CARD, TERM } from '@/components/orders/order-styles';
import type { Package } from '@/lib/api/schemas/packages';
import { packagePagePath, type PurchaseRefusal } from '@/lib/domain/packages/package-purchase';
import { formatPrice } from '@/lib/domain/catalogue/price';
import type { Locale } from '@/lib/i18n/locales';
import { requestSessionToken } from '@/lib/server/http/in-process-client';

import { periodLabel } from './period-label';
import { PurchaseRefusalNotice } from './purchase-refusal-notice';

/**
 * `/apps/paquetes/{package_id}` (spec 02 §2 "Package pages"): the plan's card and its buy button,
 * a plain form POST (works without JavaScript) that leads to the payment page (§4), or back
 * here with the refusal (§8). Visitors who are not signed in are sent to login first.
 */
export async function PackagePage({
  plan,
  locale,
  refusal,
}: {
  plan: Package;
  locale: Locale;
  refusal: PurchaseRefusal | null;
}) {
  const [t, format, period, session] = await Promise.all([
    getTranslations('packages'),
    getFormatter(),
    periodLabel(plan.periodicity),
    requestSessionToken(),
  ]);
  const signedIn = Boolean(session);
  const rate = format.number(plan.commission_rate, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <main id="main" className="px-4 py-10">
      <article className={`${ORDERS_CARD} max-w-xl`} aria-labelledby="package-name">
        <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase dark:text-blue-300">
          {t('kicker')}
        </p>
        <h1 id="package-name" className="mt-1 text-3xl font-bold">
          {plan.name}
        </h1>
        <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-bold" data-testid="package-price">
            {formatPrice(plan.price, plan.currency)} {plan.currency}
          </span>
          <span className="text-gray-700 dark:text-gray-300">{period}</span>
        </p>
        {refusal ? <PurchaseRefusalNotice refusal={refusal} locale={locale} /> : null}
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className={TERM}>{t('price')}</dt>
            <dd>
              {formatPrice(plan.price, plan.currency)} {plan.currency}
            </dd>
          </div>
          <div>
            <dt className={TERM}>{t('periodicity')}</dt>
            <dd>{period}</dd>
          </div>
          <div>
            <dt className={TERM}>{t('commissionRate')}</dt>
            <dd>{rate}</dd>
          </div>
        </dl>
        <p className="mt-4 text-gray-700 dark:text-gray-300">{t('commissionText', { rate })}</p>
        <form method="post" action={`${packagePagePath(plan.id)}/comprar`} className="mt-8">
          <Button type="submit">{t('buy')}</Button>
        </form>
        {signedIn ? null : (
          <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">{t('signInToBuy')}</p>
        )}
      </article>
    </main>
  );
}
