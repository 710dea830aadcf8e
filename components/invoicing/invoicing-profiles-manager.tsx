'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { InvoicingProfile } from '@/lib/api/schemas/invoicing';
import { invoicingRequests } from '@/lib/client/requests/invoicing';
import { useHydrated } from '@/lib/client/use-hydrated';

import { InvoicingProfileForm } from './invoicing-profile-form';

/**
 * "Mis datos de facturación" on `/facturas`: the customer's tax data, each editable and removable,
 * and a form to add more. The list comes from the server; a change refreshes the page.
 */
export function InvoicingProfilesManager({ profiles }: { profiles: InvoicingProfile[] }) {
  const t = useTranslations('invoicing');
  const router = useRouter();
  const hydrated = useHydrated();
  const [editing, setEditing] = useState<string | 'new' | null>(profiles.length ? null : 'new');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const saved = () => {
    setEditing(null);
    setStatus({ ok: true, text: t('profiles.saved') });
    router.refresh();
  };
  async function remove(profile: InvoicingProfile) {
    setStatus(null);
    const answer = await invoicingRequests.deleteProfile(profile.id);
    setStatus(
      answer.ok
        ? { ok: true, text: t('profiles.deleted') }
        : { ok: false, text: t('profiles.deleteFailed') },
    );
    if (answer.ok) router.refresh();
  }

  return (
    <div className="flex flex-col gap-4">
      {profiles.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('profiles.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {profiles.map((profile) => (
            <li
              key={profile.id}
              aria-label={t('profiles.label', { rfc: profile.rfc })}
              className="rounded-lg border border-gray-200 p-3 dark:border-gray-700"
            >
              {editing === profile.id ? (
                <InvoicingProfileForm
                  profile={profile}
                  onSaved={saved}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0 break-words">
                    <p className="font-mono font-medium">{profile.rfc}</p>
                    <p>{profile.legal_name}</p>
                    <p className="text-sm text-gray-700 dark:text-gray-300">
                      {profile.tax_regime} · {profile.cfdi_use} · {profile.postal_code}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      type="button"
                      variant="outline"
                      disabled={!hydrated}
                      onClick={() => setEditing(profile.id)}
                    >
                      {t('profiles.edit')}
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      disabled={!hydrated}
                      onClick={() => remove(profile)}
                    >
                      {t('profiles.delete')}
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' ? (
        <InvoicingProfileForm
          onSaved={saved}
          onCancel={profiles.length ? () => setEditing(null) : undefined}
        />
      ) : (
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={!hydrated}
            onClick={() => setEditing('new')}
          >
            {t('profiles.add')}
          </Button>
        </div>
      )}
      <Notice role="status" message={status?.ok ? status.text : null} />
      <Notice role="alert" message={status && !status.ok ? status.text : null} />
    </div>
  );
}
