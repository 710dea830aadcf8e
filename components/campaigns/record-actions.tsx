'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import type { AuthResult } from '@/lib/client/requests/auth-result';
import { campaignRequests } from '@/lib/client/requests/campaigns';
import { useHydrated } from '@/lib/client/use-hydrated';
import type { CampaignState } from '@/lib/domain/campaigns/campaign-rules';

import { useCampaignToasts } from './campaign-toasts';

export interface ActionTarget {
  kind: 'campaign' | 'channel';
  id: string;
  name: string;
  state: CampaignState;
}

const REQUESTS = {
  campaign: {
    toggle: (id: string, state: CampaignState) => campaignRequests.update(id, { state }),
    remove: campaignRequests.remove,
    updated: 'toasts.updated',
    deleted: 'toasts.deleted',
  },
  channel: {
    toggle: (id: string, state: CampaignState) => campaignRequests.updateChannel(id, { state }),
    remove: campaignRequests.removeChannel,
    updated: 'toasts.channelUpdated',
    deleted: 'toasts.channelDeleted',
  },
} as const;

/**
 * Pause or resume a campaign or a channel, and delete it after a second press (the buttons that
 * replace 'Eliminar' take the focus, and give it back on 'Cancelar'). After a delete the page
 * refreshes, or goes to `afterDelete` (a campaign's own page, which no longer exists).
 */
export function RecordActions({
  target,
  afterDelete,
}: {
  target: ActionTarget;
  afterDelete?: string;
}) {
  const t = useTranslations('campaigns');
  const router = useRouter();
  const hydrated = useHydrated();
  const toasts = useCampaignToasts();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const requests = REQUESTS[target.kind];

  useEffect(() => {
    if (confirming && !wasConfirming.current) confirmButton.current?.focus();
    if (!confirming && wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function run(call: () => Promise<AuthResult<unknown>>, done: string, then?: string) {
    setBusy(true);
    const answer = await call();
    setBusy(false);
    if (!answer.ok) {
      toasts.failed(answer.error.message || t('toasts.failed'));
      return;
    }
    toasts.done(done);
    setConfirming(false);
    if (then) router.push(then);
    else router.refresh();
  }

  const next: CampaignState = target.state === 'active' ? 'paused' : 'active';
  const disabled = busy || !hydrated;
  if (confirming) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm">{t('list.confirmDelete', { name: target.name })}</p>
        <Button
          ref={confirmButton}
          variant="tool-danger"
          size="sm"
          disabled={disabled}
          onClick={() =>
            void run(() => requests.remove(target.id), t(requests.deleted), afterDelete)
          }
        >
          {t('list.delete')}
        </Button>
        <Button variant="tool" size="sm" disabled={busy} onClick={() => setConfirming(false)}>
          {t('list.cancel')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="tool"
        size="sm"
        disabled={disabled}
        aria-label={`${t(next === 'paused' ? 'list.pause' : 'list.resume')}: ${target.name}`}
        onClick={() => void run(() => requests.toggle(target.id, next), t(requests.updated))}
      >
        {t(next === 'paused' ? 'list.pause' : 'list.resume')}
      </Button>
      <Button
        ref={deleteButton}
        variant="tool"
        size="sm"
        disabled={disabled}
        aria-label={`${t('list.delete')}: ${target.name}`}
        onClick={() => setConfirming(true)}
      >
        {t('list.delete')}
      </Button>
    </div>
  );
}
