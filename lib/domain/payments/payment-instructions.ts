/**
 * What a shopper needs to finish an asynchronous payment, as the provider gave it (issue 25):
 * an OXXO voucher to pay in cash at the store, or a SPEI account to transfer to. Kept on the order
 * (`orders.payment_instructions`) so the order page, the e-mail and the printed voucher show the
 * same thing without asking the provider again.
 */
export type PaymentInstructions = OxxoVoucher | SpeiAccount;

export interface OxxoVoucher {
  method: 'oxxo';
  /** The voucher's number (Stripe's `oxxo_display_details.number`), also drawn as a barcode. */
  number: string;
  /** ISO moment after which the store no longer takes it. */
  expires_at: string;
  /** Stripe's printable voucher page. */
  hosted_voucher_url: string | null;
}

export interface SpeiAccount {
  method: 'spei';
  /** The 18-digit CLABE this order's transfer goes to (one per customer at Stripe). */
  clabe: string;
  bank_name: string | null;
  /** The reference to quote with the transfer. */
  reference: string | null;
  /** Minor units still to transfer. */
  amount_remaining: number;
  /** Stripe's page with the same instructions. */
  hosted_instructions_url: string | null;
}
