import type { z } from 'zod';

import { browserApiClient } from '@/lib/api/client';
import type {
  CardInstalmentsSchema,
  CardPaymentAnswerSchema,
} from '@/lib/api/routes/card-payments';

import { authResult } from './auth-result';

export type CardPaymentAnswer = z.infer<typeof CardPaymentAnswerSchema>;
export type CardInstalments = z.infer<typeof CardInstalmentsSchema>;

type Provider = 'paypal' | 'stripe';
const orderOf = () => browserApiClient().api.payments[':token'].order[':provider'];

/** The payment page's calls (spec 02 §7 "Pay by redirect"). */
export const paymentsRequests = {
  /** The provider's approval URL for the token's order, and the provider's order id. */
  payByRedirect: (
    token: string,
    provider: Provider,
    paths: { return_path: string; cancel_path: string },
  ) =>
    authResult<{ approval_url: string; token: string; session_id: string }>(
      orderOf().$post({ param: { token, provider }, json: paths }),
    ),
  /** Spec 02 §7 "Pay by card": the card made by Stripe.js pays; the answer may carry url_3ds. */
  payByCard: (
    token: string,
    json: { source_id: string; return_path: string; instalments?: 3 | 6 | 9 | 12 },
  ) =>
    authResult<CardPaymentAnswer>(
      browserApiClient().api.payments[':token'].order.card.$post({ param: { token }, json }),
    ),
  /** Meses sin intereses the entered card may pay in (none: pay at once). */
  cardInstalments: (token: string, json: { source_id: string }) =>
    authResult<CardInstalments>(
      browserApiClient().api.payments[':token'].order.card.instalments.$post({
        param: { token },
        json,
      }),
    ),
  /** After the shopper approved in the provider's buttons: capture on the server. */
  capture: (token: string, provider: Provider) =>
    authResult<{ state: 'paid'; order_id: string | null }>(
      orderOf().capture.$post({ param: { token, provider } }),
    ),
};
