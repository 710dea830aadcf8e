import 'server-only';

import {
  createInvoicingProfileRoute,
  deleteInvoicingProfileRoute,
  issueInvoiceRoute,
  listInvoicingProfilesRoute,
  listMyInvoicesRoute,
  listShopInvoicesRoute,
  readOrderInvoiceRoute,
  requestInvoiceRoute,
  updateInvoicingProfileRoute,
} from '@/lib/api/routes/invoicing';
import {
  createInvoicingProfile,
  deleteInvoicingProfile,
  listInvoicingProfiles,
  updateInvoicingProfile,
} from '@/lib/server/invoicing/invoicing-profiles';
import { issueInvoice } from '@/lib/server/invoicing/issue-invoice';
import { listMyInvoices, listShopInvoices } from '@/lib/server/invoicing/list-invoices';
import { readOrderInvoice } from '@/lib/server/invoicing/read-order-invoice';
import { requestInvoice } from '@/lib/server/invoicing/request-invoice';

import { createRouter } from '../router';

/** Invoicing data and invoices (spec 02 §3 "Invoicing data", issue 21). */
export const invoicingHandlers = createRouter()
  .openapi(listInvoicingProfilesRoute, async (c) =>
    c.json(await listInvoicingProfiles(c.var.ctx), 200),
  )
  .openapi(createInvoicingProfileRoute, async (c) =>
    c.json(await createInvoicingProfile(c.var.ctx, c.req.valid('json')), 201),
  )
  .openapi(updateInvoicingProfileRoute, async (c) =>
    c.json(
      await updateInvoicingProfile(c.var.ctx, c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  )
  .openapi(deleteInvoicingProfileRoute, async (c) => {
    await deleteInvoicingProfile(c.var.ctx, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(readOrderInvoiceRoute, async (c) =>
    c.json(await readOrderInvoice(c.var.ctx, c.req.valid('param').id), 200),
  )
  .openapi(requestInvoiceRoute, async (c) =>
    c.json(await requestInvoice(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .openapi(listMyInvoicesRoute, async (c) =>
    c.json(await listMyInvoices(c.var.ctx, c.req.valid('query')), 200),
  )
  .openapi(listShopInvoicesRoute, async (c) =>
    c.json(await listShopInvoices(c.var.ctx, c.req.valid('param').slug, c.req.valid('query')), 200),
  )
  .openapi(issueInvoiceRoute, async (c) => {
    const { slug, invoiceId } = c.req.valid('param');
    return c.json(await issueInvoice(c.var.ctx, slug, invoiceId), 200);
  });
