'use client';

import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import type { Alert, AlertList } from '@/lib/api/schemas/alerts';
import { navigateTo } from '@/lib/client/navigate';
import { pageLocation } from '@/lib/client/page-location';
import { alertsRequests } from '@/lib/client/requests/alerts';

import { alertHref } from './alert-href';
import { AlertEntry } from './alert-entry';
import { alertsKeys, useAlertPages } from './alerts-queries';

/**
 * The side panel's list (spec 02 §2 "Alerts"): newest first, '10 more' while fewer are loaded
 * than `matches_estimated`; opening an alert marks it visited (spec 02 §4) and then follows its
 * link. Loads once the panel has been opened.
 */
export function AlertsPanelList({
  opened,
  base,
  shopSlug,
}: {
  opened: boolean;
  base: string;
  shopSlug: string;
}) {
  const t = useTranslations('alerts');
  const client = useQueryClient();
  const pages = useAlertPages(opened);

  async function open(alert: Alert, href: string | null) {
    if (alert.pending_visits) {
      const answer = await alertsRequests.visit(alert.id);
      if (answer.ok) {
        client.setQueryData<InfiniteData<AlertList>>(alertsKeys.list, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  results: page.results.map((one) => (one.id === alert.id ? answer.data : one)),
                })),
              }
            : data,
        );
        void client.invalidateQueries({ queryKey: alertsKeys.count });
      }
    }
    if (href) navigateTo(href);
  }

  if (!opened) return null;
  if (pages.isError) {
    return (
      <div className="flex flex-col items-start gap-3 p-3">
        <p className="text-red-700 dark:text-red-400">{t('loadFailed')}</p>
        <Button
          variant="outline"
          className="px-4 py-1.5 text-sm"
          onClick={() => void pages.refetch()}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!pages.data) {
    return (
      <p role="status" className="p-3">
        {t('loading')}
      </p>
    );
  }
  const alerts = pages.data.pages.flatMap((page) => page.results);
  if (alerts.length === 0) return <p className="p-3">{t('empty')}</p>;
  const location = pageLocation();
  return (
    <div className="flex flex-col gap-2">
      <ul>
        {alerts.map((alert) => (
          <li key={alert.id}>
            <AlertEntry
              alert={alert}
              href={alertHref(alert, base, shopSlug, location)}
              onOpen={(one, href) => void open(one, href)}
            />
          </li>
        ))}
      </ul>
      {pages.hasNextPage ? (
        <Button
          variant="outline"
          className="mx-3 mb-2 px-4 py-1.5 text-sm"
          // Not while the list is asked again either (a new alert shifts the offsets).
          disabled={pages.isFetching}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('more')}
        </Button>
      ) : null}
    </div>
  );
}
