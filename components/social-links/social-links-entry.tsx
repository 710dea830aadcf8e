'use client';

import { lazy, Suspense } from 'react';

import { useMayOnShop } from '@/lib/client/use-may-on-shop';

import type { SocialLinksButtonProps } from './social-links-button';

const SocialLinksButton = lazy(() => import('./social-links-button'));

/**
 * The social links bar's 'Edit social networks' (spec 01 §2, §6): shown only to the shop's admins,
 * after the page-wide visitor request (the bar's HTML is cached and anonymous). Visitors load
 * nothing more than this check: the button, its words and the form are chunks of their own.
 */
export function SocialLinksEntry(props: SocialLinksButtonProps) {
  const allowed = useMayOnShop(props.shopSlug, 'storefront.edit');
  if (!allowed) return null;
  return (
    <Suspense fallback={null}>
      <SocialLinksButton {...props} />
    </Suspense>
  );
}
