'use client';

import type { PayPalButtonsComponent } from '@paypal/paypal-js';
import { type ReactNode, useEffect, useRef, useState } from 'react';

import { navigateTo } from '@/lib/client/navigate';
import { paymentsRequests } from '@/lib/client/requests/payments';

import { PaymentAttemptNotice } from './payment-attempt-notice';

/** The buttons' words, translated on the server (islands get no messages). */
export interface PayPalSmartButtonsLabels {
  /** The shopper closed PayPal's window (as code 2 of the redirect). */
  cancelled: string;
  /** Create or capture failed (as code 3 of the redirect). */
  failed: string;
  /** "Código: {code}", filled in here with the server's code. */
  serverCode: string;
}

type Notice = { tone: 'cancelled' } | { tone: 'failed'; code: string | null };

/** `here?code=1`: where the redirect flow's return route sends a shopper who paid. */
function paidDestination(here: string): string {
  const url = new URL(here, window.location.origin);
  url.searchParams.set('code', '1');
  return url.pathname + url.search;
}

/**
 * PayPal's smart buttons for a payment token: the JS SDK is loaded (lazily, only here) with the
 * public client id, the amount's currency and the page's language; the buttons ask our API to
 * create the PayPal order and, once the shopper approves, to capture it on the server. The
 * server-rendered `children` (the plain redirect button) stay until the buttons have rendered,
 * and for good when the SDK cannot load (offline, blocked) or PayPal finds them ineligible.
 */
export function PayPalSmartButtons({
  token,
  here,
  clientId,
  currency,
  locale,
  labels,
  children,
}: {
  token: string;
  /** This page's path: where a paid shopper lands, with `code=1`. */
  here: string;
  clientId: string;
  currency: string;
  /** PayPal's locale: `es_MX`, `en_US`. */
  locale: string;
  labels: PayPalSmartButtonsLabels;
  children: ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    let closed = false;
    let buttons: PayPalButtonsComponent | undefined;
    // The server's code of the last failed create, for onError (the SDK wraps what we throw).
    let createFailure: string | null = null;

    async function show() {
      const { loadScript } = await import('@paypal/paypal-js');
      const paypal = await loadScript({ clientId, currency, locale, intent: 'capture' });
      if (closed || !paypal?.Buttons || !container.current) return;
      buttons = paypal.Buttons({
        async createOrder() {
          setNotice(null);
          createFailure = null;
          const answer = await paymentsRequests.payByRedirect(token, 'paypal', {
            return_path: here,
            cancel_path: here,
          });
          if (answer.ok) return answer.data.session_id;
          createFailure = answer.error.code;
          throw new Error(`create: ${answer.error.code}`);
        },
        async onApprove() {
          const answer = await paymentsRequests.capture(token, 'paypal');
          if (answer.ok) return navigateTo(paidDestination(here));
          setNotice({ tone: 'failed', code: answer.error.code });
        },
        onCancel: () => setNotice({ tone: 'cancelled' }),
        onError: () => setNotice({ tone: 'failed', code: createFailure }),
      });
      if (!buttons.isEligible()) return;
      await buttons.render(container.current);
      if (!closed) setRendered(true);
    }

    show().catch((error: unknown) => {
      // The plain button stays: paying still works without the SDK.
      console.warn('[payments] PayPal buttons unavailable', error);
    });
    return () => {
      closed = true;
      buttons?.close().catch(() => undefined);
    };
  }, [token, here, clientId, currency, locale]);

  return (
    <div className="w-full max-w-sm min-w-64">
      {rendered ? null : children}
      <div ref={container} />
      {notice ? (
        <PaymentAttemptNotice
          tone={notice.tone}
          message={notice.tone === 'cancelled' ? labels.cancelled : labels.failed}
          detail={
            notice.tone === 'failed' && notice.code
              ? labels.serverCode.replace('{code}', notice.code)
              : null
          }
          className="mt-3"
        />
      ) : null}
    </div>
  );
}
