'use client';

import { seesPublicPriceLabel } from '@/lib/domain/accounts/level-rules';

import { useViewerLevel } from './use-viewer-level';

/**
 * 'Precio público' under a price, for visitors whose level is not zero (spec 01 §6): they also
 * see other prices (their cost, their margin), so the shop price is named. Nothing for anonymous
 * visitors and in the cached HTML.
 */
export function PublicPriceLabel({ label }: { label: string }) {
  const level = useViewerLevel();
  if (!seesPublicPriceLabel(level)) return null;
  return (
    <p className="text-xs font-medium tracking-wide text-gray-600 uppercase dark:text-gray-300">
      {label}
    </p>
  );
}
