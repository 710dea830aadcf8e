import 'server-only';

import {
  createAddressRoute,
  createCheckoutRoute,
  getCheckoutRoute,
  getSharedCheckoutRoute,
  listAddressesRoute,
  shareCheckoutRoute,
  updateCheckoutRoute,
} from '@/lib/api/routes/checkout';

import { createAddress, listAddresses } from '@/lib/server/checkout/addresses';
import { createCheckout } from '@/lib/server/checkout/create-checkout';
import { readCheckout } from '@/lib/server/checkout/read-checkout';
import { readSharedCheckout } from '@/lib/server/checkout/read-shared-checkout';
import { shareCheckout } from '@/lib/server/checkout/share-checkout';
import { updateCheckout } from '@/lib/server/checkout/update-checkout';
import { createRouter } from '../router';
import { trackingOf } from '../tracking-cookies';

/** Checkout steps and the address book (spec 02 §2, §4, §7). */
export const checkoutHandlers = createRouter()
  .openapi(createCheckoutRoute, async (c) => {
    const { checkout, created } = await createCheckout(
      c.var.ctx,
      c.req.valid('param').slug,
      c.req.valid('json'),
      trackingOf(c),
      c.var.locale,
    );
    return created ? c.json(checkout, 201) : c.json(checkout, 200);
  })
  .openapi(getCheckoutRoute, async (c) => {
    const { slug, id } = c.req.valid('param');
    return c.json(await readCheckout(c.var.ctx, slug, id, c.var.locale), 200);
  })
  .openapi(updateCheckoutRoute, async (c) => {
    const { slug, id } = c.req.valid('param');
    return c.json(
      await updateCheckout(c.var.ctx, slug, id, c.req.valid('json'), c.var.locale),
      200,
    );
  })
  .openapi(shareCheckoutRoute, async (c) => {
    const { slug, id } = c.req.valid('param');
    return c.json(await shareCheckout(c.var.ctx, slug, id, c.var.locale), 201);
  })
  .openapi(getSharedCheckoutRoute, async (c) => {
    const { slug, public_slug } = c.req.valid('param');
    c.header('cache-control', 'private, no-store');
    return c.json(await readSharedCheckout(c.var.ctx, slug, public_slug, c.var.locale), 200);
  })
  .openapi(listAddressesRoute, async (c) =>
    c.json({ results: await listAddresses(c.var.ctx) }, 200),
  )
  .openapi(createAddressRoute, async (c) =>
    c.json(await createAddress(c.var.ctx, c.req.valid('json')), 201),
  );
