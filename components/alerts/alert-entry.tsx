'use client';

import { useFormatter, useTranslations } from 'next-intl';

import type { Alert } from '@/lib/api/schemas/alerts';

import { SIDE_MENU_ITEM } from '@/components/account/side-menu-styles';

/**
 * One alert of the panel: its words, when, and whether it is new. A link where it leads somewhere
 * (by the reader's role), else a button; either way opening it marks it visited (`onOpen`).
 */
export function AlertEntry({
  alert,
  href,
  onOpen,
}: {
  alert: Alert;
  href: string | null;
  onOpen: (alert: Alert, href: string | null) => void;
}) {
  const t = useTranslations('alerts');
  const format = useFormatter();
  const body = (
    <span className="flex min-w-0 flex-col gap-0.5">
      <span className={alert.pending_visits ? 'font-semibold' : 'font-normal'}>
        {alert.message_body}
      </span>
      <span className="flex items-center gap-2 text-xs font-normal text-gray-600 dark:text-gray-400">
        <time dateTime={alert.created_at}>
          {format.dateTime(new Date(alert.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
        {alert.pending_visits ? (
          <span className="rounded-full bg-red-700 px-1.5 py-0.5 font-semibold text-white">
            {t('pending')}
          </span>
        ) : null}
      </span>
    </span>
  );
  if (!href) {
    return (
      <button type="button" className={SIDE_MENU_ITEM} onClick={() => onOpen(alert, null)}>
        {body}
      </button>
    );
  }
  return (
    <a
      href={href}
      className={SIDE_MENU_ITEM}
      onClick={(event) => {
        // A new-tab or modified click goes its own way; the alert is marked on the way there.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
          onOpen(alert, null);
          return;
        }
        event.preventDefault();
        onOpen(alert, href);
      }}
    >
      {body}
    </a>
  );
}
