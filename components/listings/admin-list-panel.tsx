'use client';

import { QueryClientProvider } from '@tanstack/react-query';

import { IslandMessages } from '@/components/i18n/island-messages';
import { pageQueryClient } from '@/lib/client/cart/query-client';

import { AdminProductList, type AdminProductListProps } from './admin-product-list';
import { PLACEMENT_MESSAGES } from './placement-messages';

/**
 * The admin's list with react-query and its words (the `placement` namespace, loaded for the
 * page's locale): a lazy chunk loaded only when the visitor turns out to be an admin of the shop,
 * so visitors' pages pay nothing for it. The visitors' list shows until both are there.
 */
export default function AdminListPanel(props: AdminProductListProps) {
  return (
    <IslandMessages locale={props.locale} namespaces={PLACEMENT_MESSAGES} fallback={props.fallback}>
      <QueryClientProvider client={pageQueryClient()}>
        <AdminProductList {...props} />
      </QueryClientProvider>
    </IslandMessages>
  );
}
