import 'server-only';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import type { ContactMessagesPage } from '@/lib/api/schemas/contact';
import { pageOffset } from '@/lib/domain/request/paging';

/** Like the other back-office lists: 10 a page (spec 02 §9). */
export const CONTACTS_PAGE_SIZE = 10;

/** One page (1-based) of the shop's contact messages, newest first; `missing` for a visitor who may not read them. */
export async function readContactMessages(
  slug: string,
  page: number,
): Promise<OrdersRead<ContactMessagesPage>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('contact messages', () =>
    api.api.shops[':slug']['contact-messages'].$get({
      param: { slug },
      query: {
        offset: String(pageOffset(page, CONTACTS_PAGE_SIZE)),
        limit: String(CONTACTS_PAGE_SIZE),
      },
    }),
  );
}
