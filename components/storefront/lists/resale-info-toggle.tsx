'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState, useTransition } from 'react';

import { SwitchTrack } from '@/components/ui/switch-track';

const PREFERENCE_PATH = '/api/preferences/resale-info';

/**
 * The resale-info switch of the catalogue pages (spec 01 §2, §4). Without JavaScript it is a GET
 * form: the API sets the `resale_info` cookie and redirects back to `returnPath`. With it, the
 * switch flips at once, the cookie is set in the background and the page is re-rendered with it;
 * a failure flips it back.
 */
export function ResaleInfoToggle({
  on,
  returnPath,
  label,
}: {
  on: boolean;
  returnPath: string;
  label: string;
}) {
  const router = useRouter();
  const [checked, setChecked] = useState(on);
  const [pending, startTransition] = useTransition();

  async function toggle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = !checked;
    setChecked(next);
    try {
      const response = await fetch(`${PREFERENCE_PATH}?value=${next}`, {
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`resale-info preference answered ${response.status}`);
      startTransition(() => router.refresh());
    } catch {
      setChecked(!next);
    }
  }

  return (
    <form method="get" action={PREFERENCE_PATH} onSubmit={toggle} className="shrink-0">
      <input type="hidden" name="value" value={String(!checked)} />
      <input type="hidden" name="next" value={returnPath} />
      <button
        type="submit"
        role="switch"
        aria-checked={checked}
        aria-busy={pending || undefined}
        className="focus-visible:outline-shop-1 inline-flex h-10 items-center gap-2 rounded-full text-sm whitespace-nowrap text-gray-800 focus-visible:outline-2 focus-visible:outline-offset-2 dark:text-gray-200"
      >
        <SwitchTrack on={checked} />
        {label}
      </button>
    </form>
  );
}
