import 'server-only';

import {
  cardInstalmentsRoute,
  cardReturnRoute,
  payByCardRoute,
} from '@/lib/api/routes/card-payments';

import { ApiError } from '@/lib/server/errors';
import { cardInstalments, confirmCardReturn, payByCard } from '@/lib/server/payments/pay-by-card';
import { requestMeta } from '../request-meta';
import { createRouter } from '../router';
import { clearTrackingCookies } from '../tracking-cookies';

/**
 * Card payments on the payment page (spec 02 §4 "Card-form methods", §7 "Pay by card", §8).
 * Mounted before the redirect routes, whose `/payments/{token}/order/{provider}` would otherwise
 * take `card` for a provider name.
 */
export const cardPaymentsHandlers = createRouter()
  .openapi(payByCardRoute, async (c) => {
    const answer = await payByCard(
      c.var.ctx,
      c.req.valid('param').token,
      c.req.valid('json'),
      requestMeta(c).origin,
    );
    // Paid (or confirming at the card's bank): the attribution has done its work.
    if (answer.state !== 'requires_3ds') clearTrackingCookies(c);
    return c.json(answer, 200);
  })
  .openapi(cardInstalmentsRoute, async (c) =>
    c.json(await cardInstalments(c.var.ctx, c.req.valid('param').token, c.req.valid('json')), 200),
  )
  .openapi(cardReturnRoute, async (c) => {
    const back = new URL(c.req.valid('query').next, requestMeta(c).origin);
    try {
      const outcome = await confirmCardReturn(c.var.ctx, c.req.valid('param').token);
      if (outcome.kind === 'failed') {
        back.searchParams.set('code', '3');
        back.searchParams.set('error', outcome.code.slice(0, 60));
      } else {
        // Paid or still confirming: 1; back without finishing at the card's bank: 2.
        const done = outcome.kind === 'paid' || outcome.kind === 'processing';
        back.searchParams.set('code', done ? '1' : '2');
        if (done) clearTrackingCookies(c);
      }
    } catch (error) {
      if (!(error instanceof ApiError) || error.code === 'unauthorized') throw error;
      back.searchParams.set('code', '3');
      back.searchParams.set('error', error.code);
    }
    return c.redirect(back.toString(), 303);
  });
