'use client';

import { QueryClientProvider } from '@tanstack/react-query';

import { pageQueryClient } from '@/lib/client/cart/query-client';

import { AddItemsBody, type AddItemsBodyProps } from './add-items-body';

/**
 * The modal's body with react-query: a lazy chunk loaded on the first opening, so storefront
 * pages pay nothing for it until a shop admin opens the modal.
 */
export default function AddItemsPanel(props: AddItemsBodyProps) {
  return (
    <QueryClientProvider client={pageQueryClient()}>
      <AddItemsBody {...props} />
    </QueryClientProvider>
  );
}
