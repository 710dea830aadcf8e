'use client';

import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { SIDE_PANEL } from '@/components/account/side-menu-styles';
import { IslandMessages } from '@/components/i18n/island-messages';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { pageQueryClient } from '@/lib/client/cart/query-client';

import { AlertsPanelList } from './alerts-panel-list';
import { alertsKeys, useAlertCount } from './alerts-queries';
import { BellIcon } from './bell-icon';
import { BellPlaceholder } from './bell-placeholder';

// The bell's words, a chunk per locale that only signed-in people download.
const MESSAGES = {
  alerts: {
    es: () => import('@/messages/es/alerts.json'),
    en: () => import('@/messages/en/alerts.json'),
  },
};

function Bell({ base, shopSlug }: { base: string; shopSlug: string }) {
  const t = useTranslations('alerts');
  const client = useQueryClient();
  const count = useAlertCount();
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const pending = count.data ?? 0;
  // New alerts while the panel is open: the polled count rose, so the list is asked again (every
  // loaded page, from the newest; the "10 más" pages stay loaded). Not when the count stayed or
  // fell (an alert opened), nor while the panel is closed: the next opening starts afresh anyway.
  const seen = useRef(pending);
  useEffect(() => {
    const rose = pending > seen.current;
    seen.current = pending;
    if (rose && open) void client.invalidateQueries({ queryKey: alertsKeys.list });
  }, [pending, open, client]);
  return (
    <ModalDialog
      title={t('title')}
      closeLabel={t('close')}
      triggerAriaLabel={t('bell', { count: pending })}
      triggerClassName="relative inline-flex size-9 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      triggerLabel={
        <>
          <BellIcon />
          {pending > 0 ? (
            <span
              aria-hidden="true"
              data-alerts-badge
              className="absolute -top-0.5 -right-0.5 min-w-[1.125rem] rounded-full bg-red-700 px-1 text-center text-[0.7rem] leading-[1.125rem] font-bold text-white"
            >
              {pending > 99 ? '99+' : pending}
            </span>
          ) : null}
        </>
      }
      onOpen={() => {
        // Each opening starts from the newest again.
        if (opened) void client.resetQueries({ queryKey: alertsKeys.list });
        setOpened(true);
        setOpen(true);
        void client.invalidateQueries({ queryKey: alertsKeys.count });
      }}
      onClose={() => setOpen(false)}
      dialogClassName={SIDE_PANEL}
      bodyClassName="p-2"
    >
      <AlertsPanelList opened={opened} base={base} shopSlug={shopSlug} />
    </ModalDialog>
  );
}

/**
 * The nav bar's alerts (spec 02 §2): the bell with the pending count and the side panel of alerts.
 * A lazy island with its own words, loaded once the page knows a person is signed in, so the
 * cached anonymous HTML carries neither the count nor the panel.
 */
export default function AlertsBell({
  locale,
  base,
  shopSlug,
}: {
  locale: string;
  base: string;
  shopSlug: string;
}) {
  return (
    <IslandMessages locale={locale} namespaces={MESSAGES} fallback={<BellPlaceholder />}>
      <QueryClientProvider client={pageQueryClient()}>
        <Bell base={base} shopSlug={shopSlug} />
      </QueryClientProvider>
    </IslandMessages>
  );
}
