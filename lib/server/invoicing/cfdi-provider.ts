import 'server-only';

import type { InvoicingData } from '@/lib/domain/invoicing/invoicing-data';
import type { Currency, PaymentType } from '@/lib/domain/vocabulary';

import { FacturapiProvider } from './facturapi-provider';

/** What a CFDI (an electronic invoice stamped by a PAC for SAT) is issued from. */
export interface CfdiIssueInput {
  /** Our invoice's id (sent as an `Idempotency-Key` header; the claim in issue-invoice.ts is what keeps it to one stamp). */
  invoiceId: string;
  /** The receptor, as the customer asked (the invoice's copy). */
  data: InvoicingData;
  orderNumber: string;
  currency: Currency;
  paymentType: PaymentType;
  /** Prices in minor units, taxes included. */
  lines: Array<{ description: string; quantity: number; unitPrice: number }>;
}

export interface CfdiIssued {
  providerInvoiceId: string;
  /** SAT's folio fiscal (UUID). */
  fiscalUuid: string;
}

/** A provider (PAC) that stamps CFDIs. Throws `CfdiProviderError` when it refuses one. */
export interface CfdiProvider {
  /** Recorded on the invoice (`provider`). */
  readonly name: string;
  issue(input: CfdiIssueInput): Promise<CfdiIssued>;
}

/** The provider refused or could not be reached; `message` is its reason, kept on the invoice. */
export class CfdiProviderError extends Error {
  override name = 'CfdiProviderError';
}

/**
 * The CFDI provider the environment configures, or null: invoices then stay `requested` (the
 * default) and the shop issues them elsewhere. Facturapi with `FACTURAPI_KEY`; read per call.
 */
export function cfdiProviderFromEnv(
  env: Record<string, string | undefined> = process.env,
): CfdiProvider | null {
  const key = env.FACTURAPI_KEY?.trim();
  return key ? new FacturapiProvider(key) : null;
}
