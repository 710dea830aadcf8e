import 'server-only';

import { buyPackageRoute, getPackageRoute } from '@/lib/api/routes/packages';

import { buyPackage } from '@/lib/server/packages/buy-package';
import { readPackage } from '@/lib/server/packages/read-package';
import { createRouter } from '../router';

/** Plan packages: their page's read and the purchase (spec 02 §2, §7 "Package purchase", §8). */
export const packagesHandlers = createRouter()
  .openapi(getPackageRoute, async (c) =>
    c.json(await readPackage(c.var.ctx, c.req.valid('param').id), 200),
  )
  .openapi(buyPackageRoute, async (c) =>
    c.json(await buyPackage(c.var.ctx, c.req.valid('param').id), 200),
  );
