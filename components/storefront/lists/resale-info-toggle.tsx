'use client';

import { type FormEvent, useState } from 'react';

import { SwitchTrack } from '@/components/ui/switch-track';
import { resaleInfoChoiceChanged, useResaleInfoOn } from '@/lib/client/resale-info-choice';
import { seesResaleInfo } from '@/lib/domain/catalogue/resale-info';

import { useViewerLevel } from '../levels/use-viewer-level';

const PREFERENCE_PATH = '/api/preferences/resale-info';

/**
 * The resale-info switch of the catalogue pages (spec 01 §2, §4), for the level-two visitors who
 * see resale info (spec 03 §6): nobody else, and not the cached HTML. It reads the `resale_info`
 * cookie in the browser (the pages are cached, the same for everyone). A GET form underneath (the
 * API sets the cookie and redirects back to `returnPath`); the switch flips at once, the cookie is
 * set in the background and the cards' earnings follow it (`resaleInfoChoiceChanged`); a failure
 * flips it back. One save at a time.
 */
export function ResaleInfoToggle({ returnPath, label }: { returnPath: string; label: string }) {
  const level = useViewerLevel();
  const on = useResaleInfoOn();
  // The value being saved, shown until the cookie says it (or the save failed).
  const [saving, setSaving] = useState<boolean | null>(null);
  if (!seesResaleInfo(level)) return null;
  const checked = saving ?? on;

  async function toggle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving !== null) return;
    const next = !checked;
    setSaving(next);
    try {
      const response = await fetch(`${PREFERENCE_PATH}?value=${next}`, {
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`resale-info preference answered ${response.status}`);
      resaleInfoChoiceChanged();
    } catch {
      // The cookie is as it was: the switch shows it again.
    }
    setSaving(null);
  }

  return (
    <form method="get" action={PREFERENCE_PATH} onSubmit={toggle} className="shrink-0">
      <input type="hidden" name="value" value={String(!checked)} />
      <input type="hidden" name="next" value={returnPath} />
      <button
        type="submit"
        role="switch"
        aria-checked={checked}
        aria-busy={saving !== null || undefined}
        className="focus-visible:outline-shop-1 inline-flex h-10 items-center gap-2 rounded-full text-sm whitespace-nowrap text-gray-800 focus-visible:outline-2 focus-visible:outline-offset-2 dark:text-gray-200"
      >
        <SwitchTrack on={checked} />
        {label}
      </button>
    </form>
  );
}
