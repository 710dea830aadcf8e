'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import type { Header } from '@/lib/api/schemas/shop';
import { headerLook } from '@/lib/domain/shop/header-rules';

export const VIEW_HEADING = 'text-base font-semibold focus:outline-none';

export interface HeaderListProps {
  status: 'pending' | 'error' | 'success';
  headers: readonly Header[];
  total: number;
  shownId: string | null;
  shopColours: readonly [string, string];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  onNew: () => void;
  onEdit: (header: Header) => void;
  onColour: (header: Header) => void;
  onDelete: (header: Header) => Promise<void>;
}

/**
 * The editor's list of the shop's headers (spec 01 §2, §7: 10 at a time): each with its colours,
 * whether the shop shows it, and edit, background colour and delete (asked once more in place).
 */
export function HeaderList(props: HeaderListProps) {
  const { status, headers, total, shownId, hasMore, loadingMore, onLoadMore, onRetry, onNew } =
    props;
  const t = useTranslations('headerEditor');
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
          {status === 'success'
            ? t(total === 1 ? 'countOne' : 'countOther', { count: String(total) })
            : null}
        </p>
        <Button variant="tool-primary" onClick={onNew} data-view-focus>
          {t('newHeader')}
        </Button>
      </div>
      {status === 'pending' ? (
        <p role="status" className="text-sm">
          {t('loading')}
        </p>
      ) : status === 'error' ? (
        <div role="alert" className="space-y-2 text-sm">
          <p>{t('loadFailed')}</p>
          <Button variant="tool" size="sm" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      ) : headers.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('empty')}</p>
      ) : (
        <ul className="space-y-2">
          {headers.map((header) => (
            <HeaderListItem
              key={header.id}
              {...props}
              header={header}
              shown={header.id === shownId}
            />
          ))}
        </ul>
      )}
      {hasMore ? (
        <Button variant="tool" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? t('loadingMore') : t('loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

function HeaderListItem({
  header,
  shown,
  shopColours,
  onEdit,
  onColour,
  onDelete,
}: HeaderListProps & { header: Header; shown: boolean }) {
  const t = useTranslations('headerEditor');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const look = headerLook(header, shopColours);

  // Focus follows the buttons that replace the one pressed (Delete ↔ Cancel).
  useEffect(() => {
    if (confirming && !wasConfirming.current) cancelButton.current?.focus();
    if (!confirming && wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function confirm() {
    setBusy(true);
    await onDelete(header);
    setBusy(false);
    setConfirming(false);
  }

  return (
    <li
      data-header-row={header.id}
      className="flex flex-col gap-3 rounded-lg p-3 ring-1 ring-gray-200 sm:flex-row sm:items-center dark:ring-gray-700"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          aria-hidden="true"
          className="size-10 shrink-0 rounded-md"
          style={{ backgroundImage: look.backgroundImage }}
        />
        <div className="min-w-0">
          <p className="truncate font-medium" title={header.title}>
            {header.title}
          </p>
          {header.subtitle ? (
            <p className="truncate text-sm text-gray-700 dark:text-gray-300">{header.subtitle}</p>
          ) : null}
          {shown ? (
            <p className="mt-1 inline-flex rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-900 dark:bg-green-950 dark:text-green-100">
              {t('shown')}
            </p>
          ) : null}
        </div>
      </div>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm">{t('confirmDelete', { title: header.title })}</p>
          <Button variant="tool-danger" size="sm" onClick={() => void confirm()} disabled={busy}>
            {t('confirm')}
          </Button>
          <Button
            variant="tool"
            size="sm"
            ref={cancelButton}
            onClick={() => setConfirming(false)}
            disabled={busy}
          >
            {t('cancel')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="tool"
            size="sm"
            onClick={() => onEdit(header)}
            aria-label={t('edit', { title: header.title })}
          >
            {t('editButton')}
          </Button>
          <Button
            variant="tool"
            size="sm"
            onClick={() => onColour(header)}
            aria-label={t('colour', { title: header.title })}
          >
            {t('colourTitle')}
          </Button>
          <Button
            variant="tool"
            size="sm"
            ref={deleteButton}
            onClick={() => setConfirming(true)}
            aria-label={t('delete', { title: header.title })}
            className="text-red-800 dark:text-red-300"
          >
            {t('confirm')}
          </Button>
        </div>
      )}
    </li>
  );
}
