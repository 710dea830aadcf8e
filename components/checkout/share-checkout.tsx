'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { checkoutRequests } from '@/lib/client/requests/checkout';
import { shopHref } from '@/lib/domain/paths/tenancy';

import { useTimedMessage } from '../profile/use-timed-message';

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
}: {
  shopSlug: string;
  base: string;
  checkoutId: string;
}) {
  const t = useTranslations('checkout');
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
    if (!answer.ok) warning.show(answer.error.message || t('saveFailed'));
  }

  async function copy(text: string) {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }

  return (
    <div className="flex flex-col gap-2">
      <Button variant="outline" disabled={busy} onClick={() => void share()}>
        {busy ? t('sharing') : t('share')}
      </Button>
      <Notice role="alert" tone="warning" message={warning.message} />
      {link ? (
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">{t('shareLink')}</span>
          <a href={link} className="text-sm break-all underline">
            {link}
          </a>
          {typeof navigator !== 'undefined' && navigator.clipboard ? (
            <Button variant="outline" onClick={() => void copy(link)}>
              {t('copyLink')}
            </Button>
          ) : null}
          <p aria-live="polite" className="text-sm empty:hidden">
            {copied ? t('copied') : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
