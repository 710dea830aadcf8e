import 'server-only';

import {
  getSupplierOrderRoute,
  listMySuppliersRoute,
  listSupplierOrdersRoute,
} from '@/lib/api/routes/supplier-orders';

import { listMySuppliers } from '@/lib/server/orders/list-my-suppliers';
import { listSupplierOrders, readSupplierOrder } from '@/lib/server/orders/list-supplier-orders';
import { createRouter } from '../router';

/** The orders a supplier received, for its owner and staff, and the suppliers a user works for. */
export const supplierOrdersHandlers = createRouter()
  .openapi(listSupplierOrdersRoute, async (c) =>
    c.json(await listSupplierOrders(c.var.ctx, c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .openapi(getSupplierOrderRoute, async (c) => {
    const { id, order } = c.req.valid('param');
    return c.json(await readSupplierOrder(c.var.ctx, id, order), 200);
  })
  .openapi(listMySuppliersRoute, async (c) => c.json(await listMySuppliers(c.var.ctx), 200));
