import 'server-only';

import type { z } from 'zod';
import { getLocale, getTranslations } from 'next-intl/server';

import type { PaymentSchema } from '@/lib/api/routes/payments';
import { formatPrice } from '@/lib/domain/catalogue/price';
import { OG_LOCALES } from '@/lib/domain/seo/page-metadata';
import { isLocale } from '@/lib/i18n/locales';

import { CardPaymentForm } from './card-payment-form';
import { PayByRedirectButton } from './pay-by-redirect-button';
import { PayPalSmartButtons } from './paypal-smart-buttons';
import { StartInstructionsForm } from './start-instructions-form';

type Payment = z.infer<typeof PaymentSchema>;

/**
 * One button per online provider that can take the payment (spec 02 §4). PayPal, when its client
 * id is known, also gets its smart buttons, which replace the plain button once they render. A
 * card-form method (`stripe_card`) gets the card form, which needs JavaScript (Stripe's fields).
 * OXXO and SPEI get a plain button that asks for the voucher or the account (issue 25).
 */
export async function PaymentProviderButtons({
  payment,
  here,
}: {
  payment: Payment;
  here: string;
}) {
  const t = await getTranslations('payments');
  const card = await getTranslations('payments.card');
  const instructions = await getTranslations('paymentInstructions');
  const locale = await getLocale();
  const amount = `${formatPrice(payment.amount, payment.currency)} ${payment.currency}`;
  return (
    <ul className="mt-3 flex flex-wrap gap-3">
      {payment.providers.map((provider) => {
        if (provider === 'stripe_card') {
          if (!payment.stripe_publishable_key) return null;
          return (
            <li key={provider} className="w-full">
              <CardPaymentForm
                token={payment.token}
                here={here}
                publishableKey={payment.stripe_publishable_key}
                locale={isLocale(locale) ? locale : 'es'}
                labels={{
                  open: card('open'),
                  loading: card('loading'),
                  loadFailed: card('loadFailed'),
                  name: card('name'),
                  nameRequired: card('nameRequired'),
                  details: card('details'),
                  pay: card('pay', { amount }),
                  paying: card('paying'),
                  redirecting: card('redirecting'),
                  genericError: card('genericError'),
                  serverCode: t.raw('serverCode') as string,
                  secure: card('secure'),
                  instalments: {
                    legend: card('instalments.legend'),
                    onePayment: card('instalments.onePayment'),
                    months: card.raw('instalments.months') as string,
                    monthly: card.raw('instalments.monthly') as string,
                    checking: card('instalments.checking'),
                  },
                }}
              />
              <noscript>
                <p className="mt-2">{card('noScript')}</p>
              </noscript>
            </li>
          );
        }
        if (provider === 'stripe_oxxo' || provider === 'stripe_spei') {
          return (
            <li key={provider}>
              <StartInstructionsForm here={here} label={instructions(`start.${provider}`)} />
            </li>
          );
        }
        const button = (
          <PayByRedirectButton
            token={payment.token}
            provider={provider}
            here={here}
            labels={{
              pay: t('payWith', { provider: t(`methods.${provider}`) }),
              opening: t('opening'),
              failed: t('attemptFailed'),
            }}
          />
        );
        return (
          <li key={provider}>
            {provider === 'paypal' && payment.paypal_client_id ? (
              <PayPalSmartButtons
                token={payment.token}
                here={here}
                clientId={payment.paypal_client_id}
                currency={payment.currency}
                locale={OG_LOCALES[isLocale(locale) ? locale : 'es']}
                labels={{
                  cancelled: t('attemptFailed'),
                  failed: t('transactionFailed'),
                  serverCode: t.raw('serverCode') as string,
                }}
              >
                {button}
              </PayPalSmartButtons>
            ) : (
              button
            )}
          </li>
        );
      })}
    </ul>
  );
}
