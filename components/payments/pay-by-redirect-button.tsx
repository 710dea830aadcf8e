'use client';

import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { navigateTo } from '@/lib/client/navigate';
import { paymentsRequests } from '@/lib/client/requests/payments';
import { payByRedirectAction } from '@/lib/domain/orders/payment-redirect';

export interface PayByRedirectLabels {
  pay: string;
  opening: string;
  failed: string;
}

/**
 * Sends the shopper to the provider's payment page (spec 02 §4: the page is replaced by the
 * returned approval_url); back on this page after paying or giving up. A form posting to
 * `{here}/pagar/{provider}`, which answers the same redirect without JavaScript; with it, the
 * click asks the API here and shows a refusal in place.
 */
export function PayByRedirectButton({
  token,
  provider,
  here,
  labels,
}: {
  token: string;
  provider: 'paypal' | 'stripe';
  /** This page's path: where the provider sends the shopper back. */
  here: string;
  labels: PayByRedirectLabels;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay() {
    setBusy(true);
    setError(null);
    const answer = await paymentsRequests.payByRedirect(token, provider, {
      return_path: here,
      cancel_path: here,
    });
    if (answer.ok) return navigateTo(answer.data.approval_url);
    setBusy(false);
    setError(answer.error.message || labels.failed);
  }

  return (
    <form
      method="post"
      action={payByRedirectAction(here, provider)}
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <Button type="submit" variant="platform" disabled={busy} aria-busy={busy}>
        {busy ? labels.opening : labels.pay}
      </Button>
      <FieldError role="alert">{error}</FieldError>
    </form>
  );
}
