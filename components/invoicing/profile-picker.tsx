'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { InvoicingProfile } from '@/lib/api/schemas/invoicing';

import { InvoicingProfileForm } from './invoicing-profile-form';

/**
 * Choosing whose tax data an invoice is made out to: the customer's saved profiles as radio
 * buttons (with "none" when `noneLabel` is given), and "Agregar datos de facturación", which
 * opens the form and picks the new profile once saved. Used at checkout and on the order page.
 */
export function ProfilePicker({
  name,
  profiles: initial,
  value,
  onChange,
  noneLabel,
  disabled,
}: {
  name: string;
  profiles: InvoicingProfile[];
  value: string | null;
  onChange: (profileId: string | null) => void;
  noneLabel?: string;
  disabled?: boolean;
}) {
  const t = useTranslations('invoicing');
  const [profiles, setProfiles] = useState(initial);
  const [adding, setAdding] = useState(initial.length === 0 && !noneLabel);
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">
        {noneLabel ? (
          <li>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={name}
                checked={value === null}
                disabled={disabled}
                onChange={() => onChange(null)}
                className="accent-gray-900 dark:accent-white"
              />
              {noneLabel}
            </label>
          </li>
        ) : null}
        {profiles.map((profile) => (
          <li key={profile.id}>
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name={name}
                checked={value === profile.id}
                disabled={disabled}
                onChange={() => onChange(profile.id)}
                className="mt-1 accent-gray-900 dark:accent-white"
              />
              <span className="min-w-0 break-words">
                <span className="font-mono">{profile.rfc}</span> · {profile.legal_name}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {adding ? (
        <InvoicingProfileForm
          onSaved={(saved) => {
            setProfiles((all) => [...all, saved]);
            setAdding(false);
            onChange(saved.id);
          }}
          onCancel={profiles.length > 0 || noneLabel ? () => setAdding(false) : undefined}
        />
      ) : (
        <p>
          <Button type="button" variant="link" onClick={() => setAdding(true)} disabled={disabled}>
            {t('profiles.add')}
          </Button>
        </p>
      )}
    </div>
  );
}
