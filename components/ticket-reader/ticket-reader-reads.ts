import 'server-only';

import { visitorClient } from '@/components/orders/order-reads';
import type { TicketScan } from '@/lib/api/schemas/ticket-scans';
import type { TicketReaderTarget } from '@/lib/client/requests/ticket-scans';
import { USED_RESULT } from '@/lib/domain/ticket-scans/reader-paths';
import { outcomeOfAnswer, type ScanOutcome } from '@/lib/domain/ticket-scans/scan-outcome';

/** What the reader's page learns for the visitor and the code in its URL. */
export type ReaderRead =
  | { kind: 'signed-out' }
  /** Not one who scans here (403, unknown shop or supplier): the page is a 404. */
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'read'; outcome: ScanOutcome | null };

/**
 * Reads the code the URL carries (a typed code without JavaScript) through the same API call
 * the island makes. Without a code it sends an empty one: the API checks who may scan first and
 * answers `ticket_not_found` without looking anything up, so the page learns whether the visitor
 * may use the reader at no cost. `result` is what the no-JS "mark as used" came to.
 */
export async function readTicketForPage(
  target: TicketReaderTarget,
  code: string,
  result: string | undefined,
): Promise<ReaderRead> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  try {
    const json = { code };
    const res =
      target.kind === 'shop'
        ? await api.api.shops[':slug'].tickets.read.$post({ param: { slug: target.slug }, json })
        : await api.api.suppliers[':id'].tickets.read.$post({
            param: { id: target.supplierId },
            json,
          });
    // Every status the routes declare, read as a plain number.
    const status = Number(res.status);
    if (status === 401) return { kind: 'signed-out' };
    const body = (await res.json()) as unknown;
    if (status === 200) {
      const ticket = body as TicketScan;
      const justUsed = result === USED_RESULT && ticket.state === 'used';
      return { kind: 'read', outcome: { kind: 'ticket', ticket, justUsed } };
    }
    const error = body as { code: string; message: string } & Record<string, unknown>;
    if (status === 403 || error.code === 'shop_not_found' || error.code === 'supplier_not_found')
      return { kind: 'missing' };
    if (status >= 500) return { kind: 'failed' };
    if (!code) return { kind: 'read', outcome: null };
    return { kind: 'read', outcome: outcomeOfAnswer({ ok: false, error }, 'read') };
  } catch (error) {
    console.error('[ticket-reader] read failed', error);
    return { kind: 'failed' };
  }
}
