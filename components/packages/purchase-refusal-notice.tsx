import 'server-only';

import { getTranslations } from 'next-intl/server';

import { ERRORS, isErrorCode } from '@/lib/api/error-codes';
import type { PurchaseRefusal } from '@/lib/domain/packages/package-purchase';
import type { Locale } from '@/lib/i18n/locales';
import { longDate } from '@/lib/i18n/long-date';

/**
 * Why the last purchase did not reach the payment page (spec 02 §8): the current plan runs until
 * a date and the cheaper one can be bought after it; otherwise 'Payment error!' with the
 * message of the API's code (lib/api/error-codes.ts) or 'The package buy process has failed'.
 */
export async function PurchaseRefusalNotice({
  refusal,
  locale,
}: {
  refusal: PurchaseRefusal;
  locale: Locale;
}) {
  const [t, all] = await Promise.all([getTranslations('packages'), getTranslations()]);
  if (refusal.kind === 'still-active') {
    return (
      <p
        role="alert"
        className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
      >
        {t('stillActive', { date: longDate(refusal.until, locale) })}
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="mt-6 rounded-xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-50"
    >
      <p className="font-semibold">{t('paymentError')}</p>
      <p className="mt-1">
        {isErrorCode(refusal.code) && refusal.code !== 'internal_error'
          ? all(ERRORS[refusal.code].message)
          : t('buyFailed')}
      </p>
    </div>
  );
}
