import 'server-only';

import { startInstructionsRoute } from '@/lib/api/routes/instruction-payments';

import { startInstructionsPayment } from '@/lib/server/payments/start-instructions-payment';
import { createRouter } from '../router';

/**
 * OXXO vouchers and SPEI accounts (spec 02 §7 "bank/store info by token"). Mounted before the
 * redirect routes, whose `/payments/{token}/order/{provider}` would otherwise take `instructions`
 * for a provider name.
 */
export const instructionPaymentsHandlers = createRouter().openapi(
  startInstructionsRoute,
  async (c) => {
    // Tracking cookies stay: the voucher or transfer is paid outside the browser, later.
    const instructions = await startInstructionsPayment(c.var.ctx, c.req.valid('param').token);
    return c.json(instructions, 200);
  },
);
