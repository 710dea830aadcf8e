import { browserApiClient } from '@/lib/api/client';
import type { TicketScan } from '@/lib/api/schemas/ticket-scans';

import { authResult } from './auth-result';

/** Whose reader it is: a shop's back office (by slug) or a supplier's (by id). */
export type TicketReaderTarget =
  { kind: 'shop'; slug: string } | { kind: 'supplier'; supplierId: string };

function ticketsOf(target: TicketReaderTarget) {
  const api = browserApiClient().api;
  return target.kind === 'shop'
    ? {
        read: (code: string) =>
          api.shops[':slug'].tickets.read.$post({ param: { slug: target.slug }, json: { code } }),
        use: (code: string) =>
          api.shops[':slug'].tickets.use.$post({ param: { slug: target.slug }, json: { code } }),
      }
    : {
        read: (code: string) =>
          api.suppliers[':id'].tickets.read.$post({
            param: { id: target.supplierId },
            json: { code },
          }),
        use: (code: string) =>
          api.suppliers[':id'].tickets.use.$post({
            param: { id: target.supplierId },
            json: { code },
          }),
      };
}

/** The ticket reader's calls (issue 21): who and what a ticket is, and marking it used once. */
export const ticketScanRequests = {
  read: (target: TicketReaderTarget, code: string) =>
    authResult<TicketScan>(ticketsOf(target).read(code)),
  use: (target: TicketReaderTarget, code: string) =>
    authResult<TicketScan>(ticketsOf(target).use(code)),
};
