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
 * again.
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
      card.on('change', (event) => setCardError(event.error?.message ?? null));
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
    const answer = await paymentsRequests.payByCard(token, {
      source_id: made.paymentMethod.id,
      return_path: here,
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
        <Button type="submit" disabled={phase !== 'ready' || busy !== null}>
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
