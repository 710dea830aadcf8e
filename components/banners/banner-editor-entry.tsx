'use client';

import { lazy, Suspense } from 'react';

import { useMayOnShop } from '@/lib/client/use-may-on-shop';

import type { BannerEditorButtonProps } from './banner-editor-button';

const BannerEditorButton = lazy(() => import('./banner-editor-button'));

/**
 * The banner editor's button next to the shop's carousel (spec 01 §2, §6: banner editing, Theme04's
 * 'Editar fondo'): shown only to the shop's admins, after the page-wide visitor request (the
 * carousel's HTML is cached and anonymous), also when the shop has no banner yet. Visitors load
 * nothing more than this check: the button, its words and the modal's body are chunks of their own.
 */
export function BannerEditorEntry(props: BannerEditorButtonProps) {
  const allowed = useMayOnShop(props.shopSlug, 'storefront.edit');
  if (!allowed) return null;
  return (
    <Suspense fallback={null}>
      <BannerEditorButton {...props} />
    </Suspense>
  );
}
