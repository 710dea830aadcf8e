import 'server-only';

import {
  readShopTicketRoute,
  readSupplierTicketRoute,
  useShopTicketRoute,
  useSupplierTicketRoute,
} from '@/lib/api/routes/ticket-scans';
import { readTicket } from '@/lib/server/ticket-scans/read-ticket';
import { shopTicketScope, supplierTicketScope } from '@/lib/server/ticket-scans/ticket-scope';
import { markTicketUsed } from '@/lib/server/ticket-scans/mark-ticket-used';

import { createRouter } from '../router';

/** The ticket reader (issue 21): a shop's scanners and a supplier's staff read and use tickets. */
export const ticketScansHandlers = createRouter()
  .openapi(readShopTicketRoute, async (c) => {
    const scope = await shopTicketScope(c.var.ctx, c.req.valid('param').slug);
    return c.json(await readTicket(c.var.ctx, scope, c.req.valid('json').code), 200);
  })
  .openapi(useShopTicketRoute, async (c) => {
    const scope = await shopTicketScope(c.var.ctx, c.req.valid('param').slug);
    return c.json(await markTicketUsed(c.var.ctx, scope, c.req.valid('json').code), 200);
  })
  .openapi(readSupplierTicketRoute, async (c) => {
    const scope = await supplierTicketScope(c.var.ctx, c.req.valid('param').id);
    return c.json(await readTicket(c.var.ctx, scope, c.req.valid('json').code), 200);
  })
  .openapi(useSupplierTicketRoute, async (c) => {
    const scope = await supplierTicketScope(c.var.ctx, c.req.valid('param').id);
    return c.json(await markTicketUsed(c.var.ctx, scope, c.req.valid('json').code), 200);
  });
