/**
 * The codes `invoicing.errors` words: the schema's field refusals and the API's invoicing codes.
 * A form shows the known one's message, and its generic failure for anything else.
 */
const CODES = [
  'rfc_required',
  'rfc_format',
  'rfc_date',
  'rfc_check_digit',
  'legal_name_required',
  'legal_name_too_long',
  'tax_regime_invalid',
  'regime_not_for_rfc',
  'cfdi_use_invalid',
  'use_not_for_regime',
  'postal_code_invalid',
  'invoicing_profile_not_found',
  'invoice_not_found',
  'invoicing_profile_taken',
  'invoice_already_requested',
  'invoice_order_not_paid',
  'invoice_order_canceled',
  'invoice_already_issued',
  'invoicing_not_configured',
] as const;

export type InvoicingErrorCode = (typeof CODES)[number];

export function invoicingErrorCode(code: string | undefined): InvoicingErrorCode | null {
  return CODES.find((known) => known === code) ?? null;
}
