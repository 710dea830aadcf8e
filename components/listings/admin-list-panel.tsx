'use client';

import { QueryClientProvider } from '@tanstack/react-query';

import { pageQueryClient } from '@/lib/client/cart/query-client';

import { AdminProductList, type AdminProductListProps } from './admin-product-list';

/**
 * The admin's list with react-query: a lazy chunk loaded only when the visitor turns out to be an
 * admin of the shop, so visitors' pages pay nothing for it.
 */
export default function AdminListPanel(props: AdminProductListProps) {
  return (
    <QueryClientProvider client={pageQueryClient()}>
      <AdminProductList {...props} />
    </QueryClientProvider>
  );
}
