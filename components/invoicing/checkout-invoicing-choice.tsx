'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { Notice } from '@/components/ui/notice';
import type { InvoicingProfile } from '@/lib/api/schemas/invoicing';
import { invoicingRequests } from '@/lib/client/requests/invoicing';
import { useHydrated } from '@/lib/client/use-hydrated';

import { ProfilePicker } from './profile-picker';

/**
 * "¿Necesitas factura?" at checkout: none (the default), one of the customer's saved tax data, or
 * new data added here. Each choice is saved on the checkout at once; the order's invoice is asked
 * with a copy of it when the order is placed. A refused save puts the saved choice back.
 */
export function CheckoutInvoicingChoice({
  shopSlug,
  checkoutId,
  profiles,
  initial,
}: {
  shopSlug: string;
  checkoutId: string;
  profiles: InvoicingProfile[];
  initial: string | null;
}) {
  const t = useTranslations('invoicing');
  const id = useId();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string | null>(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function choose(profileId: string | null) {
    const before = chosen;
    setChosen(profileId);
    setBusy(true);
    setFailure(null);
    const answer = await invoicingRequests.chooseAtCheckout(shopSlug, checkoutId, profileId);
    setBusy(false);
    if (!answer.ok) {
      setChosen(before);
      setFailure(t('checkout.saveFailed'));
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-6 dark:bg-gray-900 dark:ring-white/10"
    >
      <fieldset aria-describedby={`${id}-hint`}>
        <legend id={`${id}-title`} className="text-lg font-semibold">
          {t('checkout.title')}
        </legend>
        <p id={`${id}-hint`} className="mb-3 text-sm text-gray-700 dark:text-gray-300">
          {t('checkout.hint')}
        </p>
        <ProfilePicker
          name={`${id}-profile`}
          profiles={profiles}
          value={chosen}
          onChange={choose}
          noneLabel={t('checkout.none')}
          disabled={!hydrated || busy}
        />
      </fieldset>
      <Notice role="alert" message={failure} />
    </section>
  );
}
