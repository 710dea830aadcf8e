'use client';

import { QueryClientProvider } from '@tanstack/react-query';

import { pageQueryClient } from '@/lib/client/cart/query-client';

import { FranchiseDialogBody, type FranchiseDialogBodyProps } from './franchise-dialog-body';

/** The dialog's body with react-query: a lazy chunk loaded on the first opening. */
export default function FranchiseDialogPanel(props: FranchiseDialogBodyProps) {
  return (
    <QueryClientProvider client={pageQueryClient()}>
      <FranchiseDialogBody {...props} />
    </QueryClientProvider>
  );
}
