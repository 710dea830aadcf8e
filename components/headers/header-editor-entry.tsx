'use client';

import { lazy } from 'react';

import { EditorModalEntry } from '@/components/ui/editor-modal-entry';
import { PencilIcon } from '@/components/ui/line-icons';
import { useMayOnShop } from '@/lib/client/use-may-on-shop';

import type { HeaderEditorLabels } from './header-labels';

const HeaderEditorPanel = lazy(() => import('./header-editor-panel'));

/**
 * 'Edit header' (spec 01 §2, §6): shown only to the shop's admins, after the page-wide visitor
 * request (the header's HTML is cached and anonymous). It opens the header editor, whose body
 * loads on the first opening.
 */
export function HeaderEditorEntry({
  shopSlug,
  locale,
  labels,
  shopColours,
}: {
  shopSlug: string;
  locale: string;
  labels: HeaderEditorLabels;
  shopColours: readonly [string, string];
}) {
  const allowed = useMayOnShop(shopSlug, 'storefront.edit');
  if (!allowed) return null;
  return (
    <EditorModalEntry
      title={labels.title}
      closeLabel={labels.close}
      triggerLabel={labels.entry}
      loadingLabel={labels.loading}
      icon={<PencilIcon width={16} height={16} />}
    >
      {(opening) => (
        <HeaderEditorPanel shopSlug={shopSlug} locale={locale} labels={labels} shopColours={shopColours} opening={opening} />
      )}
    </EditorModalEntry>
  );
}
