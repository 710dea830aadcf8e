import 'server-only';

import type { Context } from 'hono';

import {
  allAttendantsPdfRoute,
  allAttendantsZipRoute,
  attendantPdfRoute,
  listAttendantsRoute,
  readAttendantRoute,
  updateAttendantRoute,
} from '@/lib/api/routes/tickets';
import { readAttendant, listAttendants, updateAttendant } from '@/lib/server/tickets/order-tickets';
import { attendantPdf, orderTicketsFile, type TicketFile } from '@/lib/server/tickets/ticket-files';

import { createRouter } from '../router';

/** A ticket file as a download; private (it carries the tickets' codes). */
const download = (c: Context, file: TicketFile) =>
  c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="${file.fileName}"`,
    'cache-control': 'private, no-store',
  });

/** Experience tickets and their attendants (spec 02 §3 "Experience ticket", §7 "Attendants"). */
export const ticketsHandlers = createRouter()
  .openapi(listAttendantsRoute, async (c) =>
    c.json(
      await listAttendants(c.var.ctx, c.req.valid('param').id, c.req.valid('query'), c.var.locale),
      200,
    ),
  )
  .openapi(allAttendantsPdfRoute, async (c) =>
    download(c, await orderTicketsFile(c.var.ctx, c.req.valid('param').id, 'pdf', c.var.locale)),
  )
  .openapi(allAttendantsZipRoute, async (c) =>
    download(c, await orderTicketsFile(c.var.ctx, c.req.valid('param').id, 'zip', c.var.locale)),
  )
  .openapi(readAttendantRoute, async (c) => {
    const { id, aid } = c.req.valid('param');
    return c.json((await readAttendant(c.var.ctx, id, aid, c.var.locale)).view, 200);
  })
  .openapi(updateAttendantRoute, async (c) => {
    const { id, aid } = c.req.valid('param');
    return c.json(
      await updateAttendant(c.var.ctx, id, aid, c.req.valid('json'), c.var.locale),
      200,
    );
  })
  .openapi(attendantPdfRoute, async (c) => {
    const { id, aid } = c.req.valid('param');
    return download(c, await attendantPdf(c.var.ctx, id, aid, c.var.locale));
  });
