import 'server-only';

import {
  readSupplierInstalmentsRoute,
  setSupplierInstalmentsRoute,
} from '@/lib/api/routes/supplier-instalments';

import {
  readSupplierInstalments,
  setSupplierInstalments,
} from '@/lib/server/suppliers/instalment-settings';
import { createRouter } from '../router';

/** The card instalments a supplier offers (meses sin intereses, issue 25). */
export const supplierInstalmentsHandlers = createRouter()
  .openapi(readSupplierInstalmentsRoute, async (c) =>
    c.json(await readSupplierInstalments(c.var.ctx, c.req.valid('param').id), 200),
  )
  .openapi(setSupplierInstalmentsRoute, async (c) =>
    c.json(
      await setSupplierInstalments(c.var.ctx, c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
