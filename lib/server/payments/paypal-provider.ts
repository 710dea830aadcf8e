import 'server-only';

import { toDecimalAmount } from '@/lib/domain/catalogue/price';

import { ApiError } from '../errors';
import { capturePayPal } from './paypal-capture';
import { approvalLink, createPayPalOrder, PayPalError } from './paypal-client';
import { paypalSetup } from './paypal-config';
import type { RedirectProvider } from './payment-provider';
import { logger } from '../log/logger';

/**
 * PayPal as a redirect provider: a v2 Checkout Order for the subject's amount (minor units
 * written as exact decimal text), created once per payment token (PayPal-Request-Id), whose
 * payer-action link is the approval URL. Capturing it (paypal-capture.ts) marks the order paid.
 */
export const paypalProvider: RedirectProvider = {
  kind: 'redirect',
  id: 'paypal',
  configured: (env = process.env) => paypalSetup(env) !== null,
  async start(subject, urls) {
    const setup = paypalSetup();
    if (!setup) throw new ApiError('payments_not_configured');
    try {
      const order = await createPayPalOrder(setup, {
        referenceId: subject.reference,
        customId: subject.token,
        description: subject.description,
        currency: subject.currency,
        value: toDecimalAmount(subject.amount),
        returnUrl: urls.returnUrl,
        cancelUrl: urls.cancelUrl,
        requestId: `tienda-create-${subject.token}`,
      });
      const approvalUrl = approvalLink(order);
      if (!approvalUrl) throw new PayPalError(200, 'NO_APPROVAL_LINK');
      return { approvalUrl, sessionId: order.id };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      logger.error({ err: error }, 'paypal order failed');
      throw new ApiError('payment_provider_error');
    }
  },
  confirm: capturePayPal,
};
