/** Where an invoice stands: asked for, issued by the CFDI provider, refused by it, or called off. */
export const INVOICE_STATES = ['requested', 'issued', 'failed', 'canceled'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** The tax data an invoice is made out to (a copy of the customer's profile when asked). */
export interface InvoicingData {
  rfc: string;
  legalName: string;
  /** SAT's c_RegimenFiscal code. */
  taxRegime: string;
  /** SAT's c_UsoCFDI code. */
  cfdiUse: string;
  postalCode: string;
}
