'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { InvoicingProfile } from '@/lib/api/schemas/invoicing';
import { invoicingRequests } from '@/lib/client/requests/invoicing';
import { useHydrated } from '@/lib/client/use-hydrated';

import { invoicingErrorCode } from './invoicing-errors';
import { ProfilePicker } from './profile-picker';

/**
 * "Solicitar factura" on the customer's order page, for a paid order without an invoice: pick one
 * of the saved tax data (or add one) and ask once; the page is refreshed so the invoice shows.
 */
export function InvoiceRequestForm({
  orderId,
  profiles,
}: {
  orderId: string;
  profiles: InvoicingProfile[];
}) {
  const t = useTranslations('invoicing');
  const router = useRouter();
  const hydrated = useHydrated();
  const [profileId, setProfileId] = useState<string | null>(profiles[0]?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function send() {
    if (!profileId) return;
    setBusy(true);
    setFailure(null);
    const answer = await invoicingRequests.request(orderId, { profile_id: profileId });
    setBusy(false);
    if (answer.ok) {
      setDone(t('request.sent'));
      router.refresh();
      return;
    }
    const code = invoicingErrorCode(answer.error.code);
    setFailure(code ? t(`errors.${code}`) : t('request.genericError'));
  }

  return (
    <div className="mt-3 flex flex-col gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('request.profile')}</legend>
        {profiles.length === 0 ? (
          <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">
            {t('request.needProfile')}
          </p>
        ) : null}
        <ProfilePicker
          name={`invoice-profile-${orderId}`}
          profiles={profiles}
          value={profileId}
          onChange={setProfileId}
          disabled={busy}
        />
      </fieldset>
      <div>
        <Button
          type="button"
          width="responsive"
          onClick={send}
          disabled={!hydrated || busy || !profileId}
        >
          {busy ? t('request.sending') : t('request.button')}
        </Button>
      </div>
      <Notice role="status" message={done} />
      <Notice role="alert" message={failure} />
    </div>
  );
}
