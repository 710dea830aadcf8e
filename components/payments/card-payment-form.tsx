'use client';

import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { controlClass, LABEL_CLASS } from '@/components/ui/control-classes';
import { Field, FieldError, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Toaster, useToast } from '@/components/ui/toaster';
import { navigateTo } from '@/lib/client/navigate';
import { paymentsRequests } from '@/lib/client/requests/payments';
import type { MsiPayment } from '@/lib/domain/payments/instalments';

import { CardInstalmentChoice, type CardInstalmentLabels } from './card-instalment-choice';
import { PaymentAttemptNotice } from './payment-attempt-notice';

/** Spec 02 §8: the failed-payment toast stays 55 s. */
export const CARD_FAILURE_MS = 55_000;

/** The form's words, translated on the server (islands get no messages). */
export interface CardPaymentFormLabels {
  open: string;
  loading: string;
  loadFailed: string;
  name: string;
  nameRequired: string;
  details: string;
  /** "Pagar 499.00 MXN". */
  pay: string;
  paying: string;
  redirecting: string;
  /** 'Ha ocurrido un error' (spec 02 §8), when the server gave no message. */
  genericError: string;
  /** "Código: {code}", filled in here with the server's code. */
  serverCode: string;
  secure: string;
  /** Meses sin intereses: left out, the form never asks for them (paid at once). */
  instalments?: CardInstalmentLabels;
}

type Phase = 'closed' | 'loading' | 'ready' | 'unavailable';

/** `here?code=1`: the page says paid (or that the payment is being confirmed). */
function paidDestination(here: string): string {
  const url = new URL(here, window.location.origin);
  url.searchParams.set('code', '1');
  return url.pathname + url.search;
}

/** Only a web page is a place to send the shopper (the card's bank, a provider page). */
function webUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !URL.canParse(value)) return null;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:' ? value : null;
}

/**
 * Pays a payment token by card on the payment page (spec 02 §4 "Card-form methods"). Stripe.js is
 * a third party's script: it loads only when the shopper picks "Pagar con tarjeta". The card's
 * number, expiry and code are typed into Stripe's own field (an iframe), so they never reach
 * this page's code or our server; with the name on the card, Stripe.js makes a PaymentMethod
 * (the spec's card provider token call) whose id is sent to `POST …/order/card`. Then: paid →
 * `here?code=1`; `url_3ds` or a `requires_action` error → that page; a refusal → a notice with
 * the server's message (or 'Ha ocurrido un error') and code for 55 s, and the page's data read
 * again. With `labels.instalments`, a complete card is asked for the meses sin intereses it may
 * pay in (`POST …/order/card/instalments`); when some are offered, a choice between paying at
 * once and each count with its monthly amount, and the count picked is sent with the payment
 * (a refusal `instalments_not_accepted` drops the choice: the card is then paid at once).
 */
export function CardPaymentForm({
  token,
  here,
  publishableKey,
  locale,
  labels,
}: {
  token: string;
  /** This page's path: where a paid shopper lands, and back from 3-D Secure. */
  here: string;
  publishableKey: string;
  locale: 'es' | 'en';
  labels: CardPaymentFormLabels;
}) {
  const router = useRouter();
  const ids = useId();
  const mount = useRef<HTMLDivElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const stripe = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [phase, setPhase] = useState<Phase>('closed');
  const [busy, setBusy] = useState<'paying' | 'redirecting' | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  /** The plans offered for the card as entered now, and the one picked (null: at once). */
  const [plans, setPlans] = useState<{ offered: MsiPayment[]; currency: string } | null>(null);
  const [checkingPlans, setCheckingPlans] = useState(false);
  const [months, setMonths] = useState<MsiPayment['months'] | null>(null);
  /** Each change of the card asks again; only the latest answer counts. */
  const plansAsked = useRef(0);
  /** What a change of Stripe's card field does (kept current for the listener added once). */
  const cardCompleted = useRef<(complete: boolean) => void>(() => undefined);
  const toaster = `${ids}-toasts`;
  const failure = useToast({ toaster, role: 'alert', duration: CARD_FAILURE_MS });

  useEffect(() => {
    if (phase !== 'loading') return;
    let closed = false;
    async function load() {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const loaded = await loadStripe(publishableKey, {
        locale: locale === 'es' ? 'es-419' : 'en',
      });
      if (closed) return;
      if (!loaded || !mount.current) return setPhase('unavailable');
      const card = loaded.elements({ locale: locale === 'es' ? 'es-419' : 'en' }).create('card', {
        hidePostalCode: true,
      });
      card.on('change', (event) => {
        setCardError(event.error?.message ?? null);
        cardCompleted.current(event.complete);
      });
      card.mount(mount.current);
      stripe.current = { stripe: loaded, card };
      setPhase('ready');
      nameInput.current?.focus();
    }
    load().catch((error: unknown) => {
      console.warn('[payments] Stripe.js unavailable', error);
      if (!closed) setPhase('unavailable');
    });
    return () => {
      closed = true;
    };
  }, [phase, publishableKey, locale]);

  useEffect(() => () => stripe.current?.card.destroy(), []);

  function forgetPlans() {
    plansAsked.current += 1;
    setPlans(null);
    setMonths(null);
    setCheckingPlans(false);
  }

  /**
   * Once the card is complete: the meses sin intereses it may pay in (the server asks Stripe
   * with a PaymentMethod of the card; nothing is charged). Any failure just leaves paying at once.
   */
  async function askPlans() {
    const ready = stripe.current;
    if (!labels.instalments || !ready) return;
    forgetPlans();
    const asked = plansAsked.current;
    setCheckingPlans(true);
    const made = await ready.stripe.createPaymentMethod({ type: 'card', card: ready.card });
    const answer = made.error
      ? null
      : await paymentsRequests.cardInstalments(token, { source_id: made.paymentMethod.id });
    if (asked !== plansAsked.current) return;
    setCheckingPlans(false);
    if (answer?.ok && answer.data.msi_payments.length > 0) {
      setPlans({ offered: answer.data.msi_payments, currency: answer.data.currency });
    }
  }

  useEffect(() => {
    cardCompleted.current = (complete) => {
      if (complete) void askPlans();
      else forgetPlans();
    };
  });

  function refused(message: string, code: string | null) {
    failure.showCustom(
      <PaymentAttemptNotice
        tone="failed"
        message={message || labels.genericError}
        detail={code ? labels.serverCode.replace('{code}', code) : null}
        className="w-full shadow-lg"
      />,
    );
    setBusy(null);
    router.refresh();
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ready = stripe.current;
    if (!ready || busy) return;
    if (!name.trim()) {
      setNameError(true);
      nameInput.current?.focus();
      return;
    }
    setBusy('paying');
    failure.clear();
    const made = await ready.stripe.createPaymentMethod({
      type: 'card',
      card: ready.card,
      billing_details: { name: name.trim() },
    });
    if (made.error) {
      setCardError(made.error.message ?? labels.genericError);
      return setBusy(null);
    }
    const chosen = plans?.offered.find((plan) => plan.months === months)?.months;
    const answer = await paymentsRequests.payByCard(token, {
      source_id: made.paymentMethod.id,
      return_path: here,
      ...(chosen ? { instalments: chosen } : {}),
    });
    if (answer.ok) {
      const threeDs = webUrl(answer.data.url_3ds);
      if (answer.data.state === 'requires_3ds' && threeDs) {
        setBusy('redirecting');
        return navigateTo(threeDs);
      }
      if (answer.data.state !== 'requires_3ds') return navigateTo(paidDestination(here));
      return refused(labels.genericError, null);
    }
    const redirect = webUrl(answer.error.redirect);
    if (answer.error.code === 'requires_action' && redirect) {
      setBusy('redirecting');
      return navigateTo(redirect);
    }
    // The card does not take those months after all: it is paid at once from now on.
    if (answer.error.code === 'instalments_not_accepted') forgetPlans();
    const code = typeof answer.error.decline_code === 'string' ? answer.error.decline_code : null;
    refused(answer.error.message, code ?? answer.error.code);
  }

  const nameId = `${ids}-name`;
  const detailsId = `${ids}-details`;
  return (
    <div className="w-full max-w-md min-w-64">
      {phase === 'closed' ? (
        <Button variant="platform" onClick={() => setPhase('loading')}>
          {labels.open}
        </Button>
      ) : null}
      {phase === 'loading' ? (
        <Notice role="status" tone="progress" message={labels.loading} />
      ) : null}
      {phase === 'unavailable' ? <FieldError role="alert">{labels.loadFailed}</FieldError> : null}
      <form
        onSubmit={(event) => void pay(event)}
        hidden={phase !== 'ready' && phase !== 'loading'}
        aria-busy={busy !== null}
        noValidate
        className="flex flex-col gap-4"
      >
        <Field id={nameId} label={labels.name} error={nameError ? labels.nameRequired : null}>
          {(control) => (
            <Input
              {...control}
              ref={nameInput}
              name="cardholder"
              autoComplete="cc-name"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(false);
              }}
            />
          )}
        </Field>
        <div role="group" aria-labelledby={detailsId}>
          <p id={detailsId} className={LABEL_CLASS}>
            {labels.details}
          </p>
          <div ref={mount} className={controlClass('frame')} />
          <FieldError role="alert">{cardError}</FieldError>
          <FieldHint>{labels.secure}</FieldHint>
        </div>
        {labels.instalments && checkingPlans ? (
          <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
            {labels.instalments.checking}
          </p>
        ) : null}
        {labels.instalments && plans ? (
          <CardInstalmentChoice
            labels={labels.instalments}
            plans={plans.offered}
            currency={plans.currency}
            value={months}
            disabled={busy !== null}
            onChoose={setMonths}
          />
        ) : null}
        <Button type="submit" disabled={phase !== 'ready' || busy !== null || checkingPlans}>
          {busy === 'paying'
            ? labels.paying
            : busy === 'redirecting'
              ? labels.redirecting
              : labels.pay}
        </Button>
      </form>
      <Toaster id={toaster} label={labels.open} />
    </div>
  );
}
