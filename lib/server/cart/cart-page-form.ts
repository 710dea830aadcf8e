import 'server-only';

import {
  cartLineLocation,
  CartLineFormSchema,
  cartPagePath,
  cartPayLocation,
  CartPayFormSchema,
  invalidFormLocation,
  loginFor,
} from '@/lib/domain/cart/cart-page-form';
import { cookieValue } from '@/lib/domain/request/cookie-header';

import { isCrossSiteRequest } from '../auth/cross-site';
import { SESSION_COOKIE } from '../auth/session-token';
import { formPostHeaders, serverApiClient, sessionApiClient } from '../http/in-process-client';
import { formAnswerOf, formFields, seeOther } from '../http/form-posts';

interface CartForm {
  base: string;
  slug: string;
}

type ApiClient = typeof serverApiClient;
type SessionApi = ReturnType<typeof sessionApiClient>;

/**
 * Runs a cart page form for the signed-in visitor: signed out → login (back to the cart), posted
 * from another site → back to the page unchanged, else `act` with the visitor's API client.
 */
async function handleCartForm(
  request: Request,
  base: string,
  apiClient: ApiClient,
  act: (api: SessionApi, fields: Record<string, string>) => Promise<string>,
): Promise<Response> {
  const session = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
  if (!session) return seeOther(loginFor(base));
  if (isCrossSiteRequest(request, true)) return seeOther(cartPagePath(base));
  const api = sessionApiClient(session, formPostHeaders(request), apiClient);
  return seeOther(await act(api, await formFields(request)));
}

/**
 * A line's form on the cart page: sets its quantity or removes it through the same API routes
 * the cart panel calls (`PATCH`/`DELETE …/cart/items`), so the cart rules are the same.
 */
export function changeCartLineByForm(
  request: Request,
  { base, slug }: CartForm,
  apiClient: ApiClient = serverApiClient,
): Promise<Response> {
  return handleCartForm(request, base, apiClient, async (api, fields) => {
    const form = CartLineFormSchema.safeParse(fields);
    if (!form.success) return invalidFormLocation(base);
    const line = form.data;
    const items = api.api.shops[':slug'].cart.items;
    const key = { product_id: line.product_id, variant: line.variant };
    const answer =
      line.action === 'set'
        ? await formAnswerOf('cart page: set', () =>
            items.$patch({ param: { slug }, json: { ...key, quantity: line.quantity } }),
          )
        : await formAnswerOf('cart page: remove', () =>
            items.$delete({
              param: { slug },
              query: key.variant
                ? { ...key, variant: key.variant }
                : { product_id: key.product_id },
            }),
          );
    return cartLineLocation(base, line, answer);
  });
}

/** An order's pay button on the cart page: starts (or resumes) its checkout and goes to it. */
export function payCartOrderByForm(
  request: Request,
  { base, slug }: CartForm,
  apiClient: ApiClient = serverApiClient,
): Promise<Response> {
  return handleCartForm(request, base, apiClient, async (api, fields) => {
    const form = CartPayFormSchema.safeParse(fields);
    if (!form.success) return cartPayLocation(base, { status: 422, body: null });
    const answer = await formAnswerOf('cart page: pay', () =>
      api.api.shops[':slug'].checkouts.$post({ param: { slug }, json: form.data }),
    );
    return cartPayLocation(base, answer);
  });
}
