'use client';

import { QueryClientProvider } from '@tanstack/react-query';

import { pageQueryClient } from '@/lib/client/cart/query-client';

import { BannerManager, type BannerManagerProps } from './banner-manager';

/**
 * The modal's body with react-query: a lazy chunk loaded on the first opening, so storefront
 * pages pay nothing for it until a shop admin opens it.
 */
export default function BannerEditorPanel(props: BannerManagerProps) {
  return (
    <QueryClientProvider client={pageQueryClient()}>
      <BannerManager {...props} />
    </QueryClientProvider>
  );
}
