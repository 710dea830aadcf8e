import { z } from 'zod';

import { INVOICE_STATES } from '@/lib/domain/invoicing/invoicing-data';
import { INVOICE_TEXT_MAX } from '@/lib/domain/invoicing/invoices-filter';
import { normalizeRfc, rfcKind, rfcProblem } from '@/lib/domain/invoicing/rfc';
import {
  CFDI_USE_CODES,
  isCfdiUse,
  isTaxRegime,
  TAX_REGIME_CODES,
} from '@/lib/domain/invoicing/sat-catalogues';
import {
  fitProblem,
  isPostalCode,
  LEGAL_NAME_MAX,
  normalizeLegalName,
} from '@/lib/domain/invoicing/tax-data';
import { isCalendarDay } from '@/lib/domain/orders/order-filters';
import { CURRENCIES } from '@/lib/domain/vocabulary';

import { pagingQuery, RecordIdSchema, resultsPage, ShopSlugParamSchema } from './common';

/**
 * A customer's tax data (spec 02 §3 "Invoicing data"), as the API takes it and the form checks
 * it: the RFC by SAT's rules (lib/domain/invoicing/rfc.ts), the régimen and the uso from SAT's
 * catalogues and fitting the RFC's kind, a five-digit postal code. Each refusal's message is a
 * code of `invoicing.errors` (`rfc_check_digit`, `use_not_for_regime`, …), on its field.
 */
export const InvoicingProfileInputSchema = z
  .object({
    rfc: z
      .string()
      .max(40)
      .transform(normalizeRfc)
      .superRefine((rfc, ctx) => {
        const problem = rfcProblem(rfc);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .meta({ description: "SAT's RFC; trimmed and upper-cased", example: 'XAXX010101000' }),
    legal_name: z
      .string()
      .max(LEGAL_NAME_MAX * 2)
      .transform(normalizeLegalName)
      .pipe(
        z
          .string()
          .min(1, { message: 'legal_name_required' })
          .max(LEGAL_NAME_MAX, { message: 'legal_name_too_long' }),
      )
      .meta({
        description:
          'As on the Constancia de Situación Fiscal, without the régimen societario (S.A. de C.V.); upper-cased',
      }),
    tax_regime: z
      .string()
      .refine((code) => (TAX_REGIME_CODES as string[]).includes(code), {
        message: 'tax_regime_invalid',
      })
      .meta({ description: "SAT's c_RegimenFiscal", example: '616' }),
    cfdi_use: z
      .string()
      .refine((code) => (CFDI_USE_CODES as string[]).includes(code), {
        message: 'cfdi_use_invalid',
      })
      .meta({ description: "SAT's c_UsoCFDI", example: 'S01' }),
    postal_code: z
      .string()
      .trim()
      .refine(isPostalCode, { message: 'postal_code_invalid' })
      .meta({ description: 'The fiscal domicile’s postal code, five digits', example: '06600' }),
  })
  .strict()
  .superRefine((data, ctx) => {
    const kind = rfcKind(data.rfc);
    // Only codes of the catalogues are matched (an unknown one has its own refusal).
    if (!kind || rfcProblem(data.rfc) || !isTaxRegime(data.tax_regime)) return;
    const fit = fitProblem(kind, data.tax_regime, data.cfdi_use);
    if (fit && (fit.field === 'tax_regime' || isCfdiUse(data.cfdi_use))) {
      ctx.addIssue({ code: 'custom', path: [fit.field], message: fit.problem });
    }
  })
  .meta({ id: 'InvoicingProfileInput' });
export type InvoicingProfileInput = z.input<typeof InvoicingProfileInputSchema>;
export type InvoicingProfileValues = z.output<typeof InvoicingProfileInputSchema>;

export const InvoicingProfileSchema = z
  .object({
    id: z.string().meta({ example: 'ifp_6f1c2b0e' }),
    rfc: z.string(),
    legal_name: z.string(),
    tax_regime: z.string(),
    cfdi_use: z.string(),
    postal_code: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'InvoicingProfile' });
export type InvoicingProfile = z.infer<typeof InvoicingProfileSchema>;

export const InvoicingProfileListSchema = z
  .object({ results: z.array(InvoicingProfileSchema).meta({ description: 'Oldest first' }) })
  .meta({ id: 'InvoicingProfileList' });
export type InvoicingProfileList = z.infer<typeof InvoicingProfileListSchema>;

/** `/me/invoicing-profiles/{id}`. */
export const InvoicingProfileParamSchema = z.object({
  id: RecordIdSchema.meta({ param: { name: 'id', in: 'path' }, example: 'ifp_6f1c2b0e' }),
});

/** `POST /orders/{id}/invoice`: the customer asks for the invoice of a paid order. */
export const RequestInvoiceSchema = z
  .object({ profile_id: RecordIdSchema.meta({ description: "One of the customer's profiles" }) })
  .strict()
  .meta({ id: 'RequestInvoice' });
export type RequestInvoiceInput = z.infer<typeof RequestInvoiceSchema>;

/** The tax data an invoice is made out to: a copy taken when it was asked. */
export const InvoicingDataSchema = z
  .object({
    rfc: z.string(),
    legal_name: z.string(),
    tax_regime: z.string(),
    cfdi_use: z.string(),
    postal_code: z.string(),
  })
  .meta({ id: 'InvoicingData' });

export const InvoiceSchema = z
  .object({
    id: z.string().meta({ example: 'inv_6f1c2b0e' }),
    order_id: z.string(),
    order_number: z.string().meta({ example: 'TD-000123' }),
    state: z.enum(INVOICE_STATES),
    data: InvoicingDataSchema,
    provider: z.string().nullable().meta({ example: 'facturapi' }),
    fiscal_uuid: z.string().nullable().meta({ description: "SAT's folio fiscal, once issued" }),
    failure_reason: z.string().nullable(),
    issued_at: z.iso.datetime({ offset: true }).nullable(),
    created_at: z.iso.datetime({ offset: true }),
    total: z.number().int().meta({ description: "The order's total, minor units" }),
    currency: z.enum(CURRENCIES),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof InvoiceSchema>;

/** `GET /orders/{id}/invoice`: the order's invoice, if asked, and whether the viewer may ask it. */
export const OrderInvoiceSchema = z
  .object({
    invoice: InvoiceSchema.nullable(),
    can_request: z.boolean().meta({
      description: "Whether the viewer (the order's customer) may ask for the invoice now",
    }),
  })
  .meta({ id: 'OrderInvoice' });
export type OrderInvoice = z.infer<typeof OrderInvoiceSchema>;

const day = z
  .string()
  .refine(isCalendarDay, { message: 'invalid_date' })
  .meta({ description: 'YYYY-MM-DD, included', example: '2026-11-01' });

/** The InvoicesFilter of the lists (lib/domain/invoicing/invoices-filter.ts), with paging. */
export const InvoicesQuerySchema = z.object({
  ...pagingQuery(20, 100),
  state: z.enum(INVOICE_STATES).optional(),
  from: day.optional(),
  to: day.optional(),
  text: z
    .string()
    .trim()
    .max(INVOICE_TEXT_MAX)
    .optional()
    .meta({ description: 'Part of the RFC, the legal name or the order number' }),
});
export type InvoicesQuery = z.infer<typeof InvoicesQuerySchema>;

/** An invoice as the shop's back office lists it: with the customer's name. */
export const ShopInvoiceSchema = InvoiceSchema.extend({
  customer_name: z.string(),
  supplier_name: z.string(),
}).meta({ id: 'ShopInvoice' });
export type ShopInvoice = z.infer<typeof ShopInvoiceSchema>;

export const InvoicesPageSchema = resultsPage(InvoiceSchema).meta({ id: 'InvoicesPage' });
export type InvoicesPage = z.infer<typeof InvoicesPageSchema>;

export const ShopInvoicesPageSchema = resultsPage(ShopInvoiceSchema)
  .extend({
    can_issue: z.boolean().meta({
      description:
        'Whether a CFDI provider is configured (FACTURAPI_KEY) so invoices can be issued',
    }),
  })
  .meta({ id: 'ShopInvoicesPage' });
export type ShopInvoicesPage = z.infer<typeof ShopInvoicesPageSchema>;

/** `/shops/{slug}/invoices/{invoiceId}/issue`. */
export const ShopInvoiceParamSchema = ShopSlugParamSchema.extend({
  invoiceId: RecordIdSchema.meta({ param: { name: 'invoiceId', in: 'path' } }),
});
