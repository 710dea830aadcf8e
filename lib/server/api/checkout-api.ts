import 'server-only';

import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { createTranslator } from 'next-intl';

import {
  advanceOrderRoute,
  cancelOrderRoute,
  createAddressRoute,
  createCheckoutRoute,
  getCheckoutRoute,
  getSharedCheckoutRoute,
  getOrderRoute,
  listAddressesRoute,
  listOrdersRoute,
  getSupplierOrderRoute,
  listMySuppliersRoute,
  listSupplierOrdersRoute,
  placeOrderRoute,
  shareCheckoutRoute,
  updateCheckoutRoute,
} from '@/lib/api/routes/checkout';
import type { CheckoutErrorBody } from '@/lib/api/schemas/checkout';
import { TRACKING_PARAMS, trackingCookieDomain } from '@/lib/domain/request/tracking-cookies';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

import { createAddress, listAddresses } from '../checkout/addresses';
import { CheckoutError } from '../checkout/checkout-error';
import { createCheckout } from '../checkout/create-checkout';
import { placeOrder } from '../checkout/place-order';
import { readCheckout } from '../checkout/read-checkout';
import { listMyOrders, readMyOrder } from '../checkout/read-orders';
import { readSharedCheckout } from '../checkout/read-shared-checkout';
import { shareCheckout } from '../checkout/share-checkout';
import { updateCheckout } from '../checkout/update-checkout';
import { advanceOrder, cancelOrder } from '../orders/change-order-state';
import { listMySuppliers } from '../orders/list-my-suppliers';
import { listSupplierOrders, readSupplierOrder } from '../orders/list-supplier-orders';
import type { ApiEnv } from './env';
import { createRouter } from './router';

const CHECKOUT_MESSAGES = { es: es.checkout, en: en.checkout } as const;

/** 409 `{ code, message, product_id?, missing? }` in the request's language; other errors as usual. */
async function refusedAsConflict<T>(c: Context<ApiEnv>, run: () => Promise<T>) {
  try {
    return { ok: true as const, value: await run() };
  } catch (error) {
    if (!(error instanceof CheckoutError)) throw error;
    const locale = c.var.locale;
    const t = createTranslator({
      locale,
      messages: CHECKOUT_MESSAGES[locale],
      namespace: 'errors',
    });
    const body: CheckoutErrorBody = { code: error.code, message: t(error.code), ...error.details };
    return { ok: false as const, response: c.json(body, 409) };
  }
}

const cookieValue = (c: Context<ApiEnv>, name: string) => getCookie(c, name)?.slice(0, 200) || null;

/** Spec 02 §4: the tracking cookies are cleared once the order is placed (its payment arranged). */
function clearTrackingCookies(c: Context<ApiEnv>) {
  const domain = trackingCookieDomain(
    process.env.ROOT_DOMAIN || 'localhost:3000',
    c.req.header('host'),
  );
  for (const { cookie } of TRACKING_PARAMS) {
    if (getCookie(c, cookie) !== undefined) deleteCookie(c, cookie, { path: '/', domain });
  }
}

/** Checkout steps, the address book and the customer's orders (spec 02 §2, §4, §7). */
export const checkoutApi = createRouter()
  .openapi(createCheckoutRoute, async (c) => {
    const result = await refusedAsConflict(c, () =>
      createCheckout(
        c.var.ctx,
        c.req.valid('param').slug,
        c.req.valid('json'),
        {
          referral: cookieValue(c, 'referralID'),
          campaign: cookieValue(c, 'campaign'),
          clickId: cookieValue(c, 'clickID'),
        },
        c.var.locale,
      ),
    );
    if (!result.ok) return result.response;
    return result.value.created
      ? c.json(result.value.checkout, 201)
      : c.json(result.value.checkout, 200);
  })
  .openapi(getCheckoutRoute, async (c) => {
    const { slug, id } = c.req.valid('param');
    const result = await refusedAsConflict(c, () =>
      readCheckout(c.var.ctx, slug, id, c.var.locale),
    );
    return result.ok ? c.json(result.value, 200) : result.response;
  })
  .openapi(updateCheckoutRoute, async (c) => {
    const { slug, id } = c.req.valid('param');
    const result = await refusedAsConflict(c, () =>
      updateCheckout(c.var.ctx, slug, id, c.req.valid('json'), c.var.locale),
    );
    return result.ok ? c.json(result.value, 200) : result.response;
  })
  .openapi(shareCheckoutRoute, async (c) => {
    const { slug, id } = c.req.valid('param');
    const result = await refusedAsConflict(c, () =>
      shareCheckout(c.var.ctx, slug, id, c.var.locale),
    );
    return result.ok ? c.json(result.value, 201) : result.response;
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
  )
  .openapi(placeOrderRoute, async (c) => {
    const result = await refusedAsConflict(c, () =>
      placeOrder(
        c.var.ctx,
        c.req.valid('json'),
        c.req.valid('header')['idempotency-key'],
        c.var.locale,
      ),
    );
    if (!result.ok) return result.response;
    clearTrackingCookies(c);
    return result.value.created ? c.json(result.value.order, 201) : c.json(result.value.order, 200);
  })
  .openapi(listOrdersRoute, async (c) =>
    c.json(await listMyOrders(c.var.ctx, c.req.valid('query')), 200),
  )
  .openapi(getOrderRoute, async (c) =>
    c.json(await readMyOrder(c.var.ctx, c.req.valid('param').id), 200),
  )
  .openapi(advanceOrderRoute, async (c) =>
    c.json(await advanceOrder(c.var.ctx, c.req.valid('param').id), 200),
  )
  .openapi(cancelOrderRoute, async (c) =>
    c.json(await cancelOrder(c.var.ctx, c.req.valid('param').id, c.req.valid('json').reason), 200),
  )
  .openapi(listSupplierOrdersRoute, async (c) =>
    c.json(await listSupplierOrders(c.var.ctx, c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .openapi(getSupplierOrderRoute, async (c) => {
    const { id, order } = c.req.valid('param');
    return c.json(await readSupplierOrder(c.var.ctx, id, order), 200);
  })
  .openapi(listMySuppliersRoute, async (c) => c.json(await listMySuppliers(c.var.ctx), 200));
