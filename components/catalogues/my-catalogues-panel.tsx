'use client';

import { QueryClientProvider } from '@tanstack/react-query';

import { pageQueryClient } from '@/lib/client/cart/query-client';

import { CatalogueManager, type CatalogueManagerProps } from './catalogue-manager';

/**
 * The modal's body with react-query: a lazy chunk loaded on the first opening, so storefront
 * pages pay nothing for it (and nothing for `@dnd-kit`) until a shop admin opens it.
 */
export default function MyCataloguesPanel(props: CatalogueManagerProps) {
  return (
    <QueryClientProvider client={pageQueryClient()}>
      <CatalogueManager {...props} />
    </QueryClientProvider>
  );
}
