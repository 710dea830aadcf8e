import { SUPPLIER_TICKETS_PATH } from '@/lib/domain/ticket-scans/reader-paths';
import { markTicketUsedByForm } from '@/lib/server/ticket-scans/mark-used-by-form';

/** The supplier's ticket reader's "mark as used" without JavaScript: a form POST, answered with a 303. */
export function POST(request: Request) {
  return markTicketUsedByForm(request, {
    kind: 'supplier',
    page: `/${SUPPLIER_TICKETS_PATH}`,
    login: '/login',
  });
}
