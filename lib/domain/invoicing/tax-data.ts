import type { RfcKind } from './rfc';
import { cfdiUseFits, regimeFits } from './sat-catalogues';

/**
 * The rest of a customer's tax data (CFDI 4.0 receptor): the legal name and the fiscal postal
 * code, and how the régimen and the uso fit the RFC.
 */

/** CFDI 4.0's `Receptor/@Nombre` takes up to 254 characters. */
export const LEGAL_NAME_MAX = 254;

/**
 * The legal name as SAT's Constancia de Situación Fiscal writes it: trimmed, single spaces,
 * upper case. The régimen societario ("S.A. DE C.V.") must be left out for CFDI 4.0, but it is
 * not cut here (a name may end in those letters): the form asks the customer to leave it out.
 */
export function normalizeLegalName(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLocaleUpperCase('es-MX');
}

/** A Mexican postal code: five digits (the fiscal domicile's, `DomicilioFiscalReceptor`). */
export function isPostalCode(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** Why a régimen or uso does not fit, each a message of `invoicing.errors`. */
export type FitProblem = 'regime_not_for_rfc' | 'use_not_for_regime';

/** Whether the régimen, then the uso, fit an RFC of this kind; null when both do. */
export function fitProblem(
  kind: RfcKind,
  regime: string,
  use: string,
): { field: 'tax_regime' | 'cfdi_use'; problem: FitProblem } | null {
  if (!regimeFits(kind, regime)) return { field: 'tax_regime', problem: 'regime_not_for_rfc' };
  if (!cfdiUseFits(kind, regime, use)) return { field: 'cfdi_use', problem: 'use_not_for_regime' };
  return null;
}
