'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState, useTransition } from 'react';

import { SwitchTrack } from '@/components/ui/switch-track';
import { seesResaleInfo } from '@/lib/domain/catalogue/resale-info';

import { useViewerLevel } from '../levels/use-viewer-level';

const PREFERENCE_PATH = '/api/preferences/resale-info';

/**
 * The resale-info switch of the catalogue pages (spec 01 §2, §4), for the level-two visitors who
 * see resale info (spec 03 §6): nobody else, and not the cached HTML. A GET form underneath (the
 * API sets the `resale_info` cookie and redirects back to `returnPath`); the switch flips at once,
 * the cookie is set in the background and the page is re-rendered with it; a failure flips it
 * back.
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
  const level = useViewerLevel();
  const [checked, setChecked] = useState(on);
  const [pending, startTransition] = useTransition();
  if (!seesResaleInfo(level)) return null;

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
