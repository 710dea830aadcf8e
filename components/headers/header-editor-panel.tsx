'use client';

import { QueryClientProvider } from '@tanstack/react-query';

import { pageQueryClient } from '@/lib/client/cart/query-client';

import { HeaderEditor, type HeaderEditorProps } from './header-editor';

/**
 * The modal's body with react-query: a lazy chunk loaded on the first opening, so storefront
 * pages pay nothing for it until a shop admin opens the editor.
 */
export default function HeaderEditorPanel(props: HeaderEditorProps) {
  return (
    <QueryClientProvider client={pageQueryClient()}>
      <HeaderEditor {...props} />
    </QueryClientProvider>
  );
}
