'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { Address, Checkout, UpdateCheckoutInput } from '@/lib/api/schemas/checkout';
import type { CourierBranch } from '@/lib/api/schemas/courier-branches';
import type { DeliveryType, PaymentType } from '@/lib/domain/vocabulary';
import { checkoutRequests } from '@/lib/client/requests/checkout';
import { navigateTo } from '@/lib/client/navigate';
import { needsAddress, needsBranch } from '@/lib/domain/orders/checkout-options';
import { paymentPagePath } from '@/lib/domain/orders/payment-redirect';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { cartMoney } from '../cart/cart-money';
import { useTimedMessage } from '../profile/use-timed-message';
import { AddressForm } from './address-form';
import { BranchPicker } from './branch-picker';
import { CheckoutLines } from './checkout-lines';
import { CheckoutSummary } from './checkout-summary';
import { type Choice, ChoiceGroup } from './choice-group';
import { orderKeyFor } from './order-key';
import { ShareCheckout } from './share-checkout';

/** Methods paid online: after placing, the order goes to its provider (spec 02 §4). */
const ONLINE_METHODS: readonly PaymentType[] = [
  'stripe',
  'paypal',
  'stripe_card',
  'stripe_oxxo',
  'stripe_spei',
];

/** Spec 02 §8: checkout refusals show as a warning for 7 s. */
const WARNING_MS = 7_000;

const SECTION =
  'flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-6 dark:bg-gray-900 dark:ring-white/10';

function rateHint(
  days: readonly [number, number],
  t: ReturnType<typeof useTranslations<'checkout'>>,
): string {
  if (days[1] === 0) return t('pickupReady');
  if (days[0] === days[1] && days[0] === 1) return t('oneDay');
  return t('days', { from: days[0], to: days[1] });
}

function addressLine(address: Address): string {
  const street = `${address.street_address} ${address.street_number}`;
  return [
    street,
    address.sublocality,
    `${address.postal_code} ${address.locality}`,
    address.administrative_area_level_1,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The checkout steps (spec 02 §2 "Multi-step checkout"): delivery type, address, shipping rate,
 * payment method, then the order (a `to_branch` delivery picks a state and a branch instead of an
 * address). Every choice is saved at once and the server answers the
 * checkout priced again, so totals are never the browser's own sums. Confirming places the order
 * under this tab's idempotency key and goes to the order's page.
 */
export function CheckoutSteps({
  initial,
  addresses: initialAddresses,
  branches = null,
  shopSlug,
  base,
}: {
  initial: Checkout;
  addresses: Address[];
  /** The branches of the chosen branch's state, read with the page. */
  branches?: CourierBranch[] | null;
  shopSlug: string;
  base: string;
}) {
  const t = useTranslations('checkout');
  const [checkout, setCheckout] = useState(initial);
  const [addresses, setAddresses] = useState(initialAddresses);
  const [adding, setAdding] = useState(initialAddresses.length === 0);
  const [busy, setBusy] = useState<'saving' | 'placing' | null>(null);
  // The choice being saved shows as chosen at once; a refusal puts the saved one back.
  const [chosen, setChosen] = useState<UpdateCheckoutInput>({});
  const warning = useTimedMessage(WARNING_MS);
  const money = (minor: number) => cartMoney(minor, checkout.currency);

  async function choose(change: UpdateCheckoutInput) {
    setBusy('saving');
    setChosen(change);
    warning.clear();
    const answer = await checkoutRequests.update(shopSlug, checkout.checkout_id, change);
    setBusy(null);
    setChosen({});
    if (answer.ok) setCheckout(answer.data);
    else warning.show(answer.error.message || t('saveFailed'));
  }

  async function place() {
    setBusy('placing');
    warning.clear();
    const answer = await checkoutRequests.placeOrder(
      checkout.checkout_id,
      orderKeyFor(checkout.checkout_id),
    );
    if (!answer.ok) {
      setBusy(null);
      warning.show(answer.error.message || t('saveFailed'));
      return;
    }
    const orderPage = shopHref(base, `mis-compras/${answer.data.id}`);
    if (!ONLINE_METHODS.includes(answer.data.payment_type)) return navigateTo(orderPage);
    // Redirect methods: the provider's page replaces this one (spec 02 §4), then back to the
    // order. A card-form method answers its payment token: the card is typed on its payment page,
    // where OXXO and SPEI also give their voucher or account.
    const broker = await checkoutRequests.broker(answer.data.id, {
      return_path: orderPage,
      cancel_path: orderPage,
    });
    if (broker.ok) {
      return navigateTo(broker.data.approval_url ?? paymentPagePath(base, broker.data.token));
    }
    setBusy(null);
    warning.show(broker.error.message || t('paymentFailed'));
  }

  const deliveryType = chosen.delivery_type ?? checkout.delivery_type;
  const deliveryChoices: Choice<DeliveryType>[] = checkout.delivery_types.map((type) => ({
    value: type,
    label: t(`deliveryTypes.${type}`),
  }));
  const rateChoices: Choice<string>[] = checkout.rates
    .filter((rate) => rate.delivery_type === checkout.delivery_type)
    .map((rate) => ({
      value: rate.id,
      label: t.has(`rates.${rate.id}` as 'rates.standard')
        ? t(`rates.${rate.id}` as 'rates.standard')
        : rate.id,
      hint: rateHint(rate.days, t),
      aside: rate.price === 0 ? t('free') : money(rate.price),
    }));
  const addressChoices: Choice<string>[] = addresses.map((address) => ({
    value: address.id,
    label: address.name,
    hint: addressLine(address),
  }));
  const paymentChoices: Choice<PaymentType>[] = checkout.enabled_payment_types.map((type) => ({
    value: type,
    label: t(`paymentTypes.${type}`),
    hint: t(`paymentHints.${type}`),
  }));
  const missing = checkout.missing.map((step) => t(`stepNames.${step}`)).join(', ');

  return (
    <div
      aria-busy={busy !== null || undefined}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <div className="flex flex-col gap-6">
        <section aria-labelledby="checkout-order" className={SECTION}>
          <h2 id="checkout-order" className="text-lg font-semibold">
            {t('orderOf', { name: checkout.supplier.name })}
          </h2>
          <CheckoutLines checkout={checkout} />
        </section>

        <section aria-labelledby="checkout-delivery" className={SECTION}>
          <h2 id="checkout-delivery" className="text-lg font-semibold">
            {t('delivery')}
          </h2>
          {checkout.needs_delivery ? (
            <>
              <ChoiceGroup
                legend={t('delivery')}
                hideLegend
                choices={deliveryChoices}
                value={deliveryType}
                disabled={busy !== null}
                onChoose={(type) => void choose({ delivery_type: type })}
              />
              {needsAddress(deliveryType) ? (
                <div className="flex flex-col gap-3">
                  {addressChoices.length ? (
                    <ChoiceGroup
                      legend={t('address')}
                      choices={addressChoices}
                      value={chosen.address_id ?? checkout.address?.id ?? null}
                      disabled={busy !== null}
                      onChoose={(id) => void choose({ address_id: id })}
                    />
                  ) : (
                    <p>{t('noAddresses')}</p>
                  )}
                  {adding ? (
                    <AddressForm
                      onCancel={() => setAdding(false)}
                      onSaved={(address) => {
                        setAddresses((list) => [...list, address]);
                        setAdding(false);
                        void choose({ address_id: address.id });
                      }}
                    />
                  ) : (
                    <Button variant="outline" onClick={() => setAdding(true)}>
                      {t('addAddress')}
                    </Button>
                  )}
                </div>
              ) : null}
              {needsBranch(deliveryType) ? (
                <BranchPicker
                  branch={checkout.branch}
                  initialBranches={branches}
                  value={chosen.agency_id ?? checkout.branch?.agency_id ?? null}
                  disabled={busy !== null}
                  onChoose={(id) => void choose({ agency_id: id })}
                />
              ) : null}
              {rateChoices.length > 1 ? (
                <ChoiceGroup
                  legend={t('rate')}
                  choices={rateChoices}
                  value={chosen.rate_id ?? checkout.rate_id}
                  disabled={busy !== null}
                  onChoose={(id) => void choose({ rate_id: id })}
                />
              ) : null}
            </>
          ) : (
            <p>{t('noDelivery')}</p>
          )}
        </section>

        <section aria-labelledby="checkout-payment" className={SECTION}>
          <h2 id="checkout-payment" className="text-lg font-semibold">
            {t('payment')}
          </h2>
          {paymentChoices.length > 0 ? (
            <ChoiceGroup
              legend={t('payment')}
              hideLegend
              choices={paymentChoices}
              value={chosen.payment_type ?? checkout.payment_type}
              disabled={busy !== null}
              onChoose={(type) => void choose({ payment_type: type })}
            />
          ) : (
            // The ways to pay follow the delivery (cash on delivery, pay in store): none yet is
            // said, not shown as an empty card.
            <p>{deliveryType ? t('noPaymentForDelivery') : t('noPaymentYet')}</p>
          )}
        </section>
      </div>

      <section aria-labelledby="checkout-summary" className={`${SECTION} lg:sticky lg:top-4`}>
        <h2 id="checkout-summary" className="text-lg font-semibold">
          {t('summary')}
        </h2>
        <CheckoutSummary checkout={checkout} />
        <p aria-live="polite" className="text-sm text-gray-700 empty:hidden dark:text-gray-300">
          {busy === 'saving'
            ? t('saving')
            : checkout.is_complete
              ? ''
              : t('missing', { steps: missing })}
        </p>
        <Notice role="alert" tone="warning" message={warning.message} />
        <Button disabled={!checkout.is_complete || busy !== null} onClick={() => void place()}>
          {busy === 'placing' ? t('placing') : t('place')}
        </Button>
        <ShareCheckout shopSlug={shopSlug} base={base} checkoutId={checkout.checkout_id} />
      </section>
    </div>
  );
}
