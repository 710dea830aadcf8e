'use client';

import { lazy } from 'react';

import { EditorModalEntry } from '@/components/ui/editor-modal-entry';
import { useMayOnShop } from '@/lib/client/use-may-on-shop';

import type { BannerEditorLabels } from './banner-labels';

const BannerEditorPanel = lazy(() => import('./banner-editor-panel'));

/**
 * The banner editor's button next to the shop's carousel (spec 01 §2, §6: banner editing, Theme04's
 * 'Editar fondo'): shown only to the shop's admins, after the page-wide visitor request (the
 * carousel's HTML is cached and anonymous), also when the shop has no banner yet. It opens the
 * modal, whose body loads on the first opening.
 */
export function BannerEditorEntry({
  shopSlug,
  locale,
  labels,
  triggerLabel,
  columns,
  maxMb,
}: {
  shopSlug: string;
  locale: string;
  labels: BannerEditorLabels;
  triggerLabel: string;
  columns: number;
  maxMb: number;
}) {
  const allowed = useMayOnShop(shopSlug, 'storefront.edit');
  if (!allowed) return null;
  return (
    <EditorModalEntry
      title={labels.title}
      closeLabel={labels.close}
      triggerLabel={triggerLabel}
      loadingLabel={labels.loading}
      icon={
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M3 16l5-5 4 4 3-3 6 6" />
        </svg>
      }
    >
      {(opening) => (
        <BannerEditorPanel shopSlug={shopSlug} locale={locale} labels={labels} opening={opening} columns={columns} maxMb={maxMb} />
      )}
    </EditorModalEntry>
  );
}
