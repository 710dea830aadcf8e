import { browserApiClient } from '@/lib/api/client';

import { authResult } from './auth-requests';

type Provider = 'paypal' | 'stripe';
const orderOf = () => browserApiClient().api.payments[':token'].order[':provider'];

/** The payment page's calls (spec 02 §7 "Pay by redirect"). */
export const paymentsApi = {
  /** The provider's approval URL for the token's order, and the provider's order id. */
  payByRedirect: (
    token: string,
    provider: Provider,
    paths: { return_path: string; cancel_path: string },
  ) =>
    authResult<{ approval_url: string; token: string; session_id: string }>(
      orderOf().$post({ param: { token, provider }, json: paths }),
    ),
  /** After the shopper approved in the provider's buttons: capture on the server. */
  capture: (token: string, provider: Provider) =>
    authResult<{ state: 'paid'; order_id: string | null }>(
      orderOf().capture.$post({ param: { token, provider } }),
    ),
};
