'use client';

import { lazy, Suspense } from 'react';

import { useMayOnShop } from '@/lib/client/use-may-on-shop';

import type { HeaderEditorButtonProps } from './header-editor-button';

const HeaderEditorButton = lazy(() => import('./header-editor-button'));

/**
 * 'Edit header' (spec 01 §2, §6): shown only to the shop's admins, after the page-wide visitor
 * request (the header's HTML is cached and anonymous). Visitors load nothing more than this check:
 * the button, its words and the editor are chunks of their own.
 */
export function HeaderEditorEntry(props: HeaderEditorButtonProps) {
  const allowed = useMayOnShop(props.shopSlug, 'storefront.edit');
  if (!allowed) return null;
  return (
    <Suspense fallback={null}>
      <HeaderEditorButton {...props} />
    </Suspense>
  );
}
