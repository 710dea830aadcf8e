import 'server-only';

import { getTranslations } from 'next-intl/server';

import type { PurchaseRefusal } from '@/lib/domain/packages/package-purchase';
import type { Locale } from '@/lib/i18n/locales';
import { longDate } from '@/lib/i18n/long-date';
import { ERROR_STATUS, type ErrorCode, errorMessage } from '@/lib/server/errors';

/** The server's message for a known code; else (and for a bug) the spec's generic failure. */
function serverMessage(code: string, locale: Locale): string | null {
  if (!Object.hasOwn(ERROR_STATUS, code) || code === 'internal_error') return null;
  return errorMessage(code as ErrorCode, locale);
}

/**
 * Why the last purchase did not reach the payment page (spec 02 §8): the current plan runs until
 * a date and the cheaper one can be bought after it; otherwise 'Payment error!' with the
 * server's message or 'The package buy process has failed'.
 */
export async function PurchaseRefusalNotice({
  refusal,
  locale,
}: {
  refusal: PurchaseRefusal;
  locale: Locale;
}) {
  const t = await getTranslations('packages');
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
      <p className="mt-1">{serverMessage(refusal.code, locale) ?? t('buyFailed')}</p>
    </div>
  );
}
