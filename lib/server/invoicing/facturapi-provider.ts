import 'server-only';

import type { PaymentType } from '@/lib/domain/vocabulary';

import {
  type CfdiIssued,
  type CfdiIssueInput,
  type CfdiProvider,
  CfdiProviderError,
} from './cfdi-provider';

export const FACTURAPI_BASE = 'https://www.facturapi.io/v2';

/** SAT's c_FormaPago for how the order was paid. */
const PAYMENT_FORMS: Record<PaymentType, string> = {
  cash_on_delivery: '01', // Efectivo
  pay_in_store: '01',
  stripe_oxxo: '01',
  bank_transfer: '03', // Transferencia electrónica de fondos
  stripe_spei: '03',
  stripe: '04', // Tarjeta de crédito
  stripe_card: '04',
  paypal: '31', // Intermediario pagos
};

/** SAT's c_ClaveProdServ when the item has none of its own: "No existe en el catálogo". */
const DEFAULT_PRODUCT_KEY = '01010101';

/** Minor units to the decimal amount Facturapi takes. */
const decimal = (minor: number) => minor / 100;

/**
 * Facturapi (https://www.facturapi.io, docs.facturapi.io "Crear factura"): `POST /v2/invoices`
 * with the secret key as a Bearer token; the customer inline (legal_name, tax_id, tax_system,
 * address.zip), the uso (`use`), the forma de pago and the items (prices with taxes included, as
 * Facturapi assumes by default). It answers the invoice with its `id` and the SAT `uuid`; an
 * error answers `{ message }` with a 4xx/5xx status.
 */
export class FacturapiProvider implements CfdiProvider {
  readonly name = 'facturapi';

  constructor(
    private readonly key: string,
    private readonly base = FACTURAPI_BASE,
  ) {}

  async issue(input: CfdiIssueInput): Promise<CfdiIssued> {
    const body = {
      customer: {
        legal_name: input.data.legalName,
        tax_id: input.data.rfc,
        tax_system: input.data.taxRegime,
        address: { zip: input.data.postalCode },
      },
      use: input.data.cfdiUse,
      payment_form: PAYMENT_FORMS[input.paymentType],
      currency: input.currency,
      external_id: input.orderNumber,
      items: input.lines.map((line) => ({
        quantity: line.quantity,
        product: {
          description: line.description,
          product_key: DEFAULT_PRODUCT_KEY,
          price: decimal(line.unitPrice),
        },
      })),
    };
    let response: Response;
    try {
      response = await fetch(`${this.base}/invoices`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.key}`,
          'content-type': 'application/json',
          'idempotency-key': input.invoiceId,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new CfdiProviderError(`facturapi unreachable: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as {
      id?: unknown;
      uuid?: unknown;
      message?: unknown;
    } | null;
    if (!response.ok || typeof answer?.id !== 'string' || typeof answer.uuid !== 'string') {
      const reason =
        typeof answer?.message === 'string' ? answer.message : `HTTP ${response.status}`;
      throw new CfdiProviderError(reason.slice(0, 500));
    }
    return { providerInvoiceId: answer.id, fiscalUuid: answer.uuid };
  }
}
