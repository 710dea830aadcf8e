'use client';

import { useState } from 'react';

import { checkoutRequests } from '@/lib/client/requests/checkout';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { OUTLINE_BUTTON } from '../account/form-styles';
import { useTimedMessage } from '../profile/use-timed-message';
import type { CheckoutLabels } from './checkout-labels';

/** Spec 02 §8: refusals of the shared link show as a warning for 7 s, as the pay button's do. */
const WARNING_MS = 7_000;

/**
 * 'Compartir esta compra' (spec 02 §7 "Share checkout"): makes the checkout's public link once and shows it
 * with a copy button where the browser offers a clipboard. A second request answers 409 with the
 * link made before, which is shown all the same beside the spec's message.
 */
export function ShareCheckout({
  shopSlug,
  base,
  checkoutId,
  labels,
}: {
  shopSlug: string;
  base: string;
  checkoutId: string;
  labels: CheckoutLabels;
}) {
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const warning = useTimedMessage(WARNING_MS);

  async function share() {
    setBusy(true);
    warning.clear();
    const answer = await checkoutRequests.share(shopSlug, checkoutId);
    setBusy(false);
    const slug = answer.ok ? answer.data.public_slug : answer.error.public_slug;
    if (typeof slug === 'string') {
      const path = shopHref(base, `comprar/compartido/${slug}`);
      setLink(new URL(path, window.location.origin).href);
    }
    if (!answer.ok) warning.show(answer.error.message || labels.saveFailed);
  }

  async function copy(text: string) {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }

  return (
    <div className="flex flex-col gap-2">
      <button type="button" disabled={busy} onClick={() => void share()} className={OUTLINE_BUTTON}>
        {busy ? labels.sharing : labels.share}
      </button>
      <p
        role="alert"
        className="text-sm font-medium text-amber-800 empty:hidden dark:text-amber-300"
      >
        {warning.message ?? ''}
      </p>
      {link ? (
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">{labels.shareLink}</span>
          <a href={link} className="text-sm break-all underline">
            {link}
          </a>
          {typeof navigator !== 'undefined' && navigator.clipboard ? (
            <button type="button" onClick={() => void copy(link)} className={OUTLINE_BUTTON}>
              {labels.copyLink}
            </button>
          ) : null}
          <p aria-live="polite" className="text-sm empty:hidden">
            {copied ? labels.copied : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
