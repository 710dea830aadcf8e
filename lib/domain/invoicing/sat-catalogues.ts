import type { RfcKind } from './rfc';

/**
 * SAT's catalogues for CFDI 4.0 as far as a customer's tax data needs them, from the Anexo 20
 * (Guía de llenado del CFDI) catalogues `c_RegimenFiscal` and `c_UsoCFDI`
 * (http://omawww.sat.gob.mx/tramitesyservicios/Paginas/anexo_20.htm, catCFDI.xls): each régimen
 * fiscal with whether it applies to personas físicas and/or morales, and each uso del CFDI with
 * the receptor's regímenes it allows (the "Régimen Fiscal Receptor" column) and whether físicas
 * and/or morales may use it. The names are messages (`invoicing.regimes.<code>`,
 * `invoicing.uses.<code>`), Spanish as SAT words them. The one place these tables live.
 */

type Applies = { fisica: boolean; moral: boolean };

const BOTH: Applies = { fisica: true, moral: true };
const FISICA: Applies = { fisica: true, moral: false };
const MORAL: Applies = { fisica: false, moral: true };

/** c_RegimenFiscal. */
export const TAX_REGIMES = {
  '601': MORAL, // General de Ley Personas Morales
  '603': MORAL, // Personas Morales con Fines no Lucrativos
  '605': FISICA, // Sueldos y Salarios e Ingresos Asimilados a Salarios
  '606': FISICA, // Arrendamiento
  '607': FISICA, // Régimen de Enajenación o Adquisición de Bienes
  '608': FISICA, // Demás ingresos
  '610': BOTH, // Residentes en el Extranjero sin Establecimiento Permanente en México
  '611': FISICA, // Ingresos por Dividendos (socios y accionistas)
  '612': FISICA, // Personas Físicas con Actividades Empresariales y Profesionales
  '614': FISICA, // Ingresos por intereses
  '615': FISICA, // Régimen de los ingresos por obtención de premios
  '616': FISICA, // Sin obligaciones fiscales
  '620': MORAL, // Sociedades Cooperativas de Producción que optan por diferir sus ingresos
  '621': FISICA, // Incorporación Fiscal
  '622': MORAL, // Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras
  '623': MORAL, // Opcional para Grupos de Sociedades
  '624': MORAL, // Coordinados
  '625': FISICA, // Actividades Empresariales con ingresos a través de Plataformas Tecnológicas
  '626': BOTH, // Régimen Simplificado de Confianza
} as const satisfies Record<string, Applies>;

export type TaxRegime = keyof typeof TAX_REGIMES;
export const TAX_REGIME_CODES = Object.keys(TAX_REGIMES) as TaxRegime[];

/** The regímenes of businesses: purchases, expenses and investments (G01–G03, I01–I08). */
const BUSINESS: readonly TaxRegime[] = [
  '601',
  '603',
  '606',
  '612',
  '620',
  '621',
  '622',
  '623',
  '624',
  '625',
  '626',
];
/**
 * Personal deductions (D01–D10): personas físicas in these regímenes only. SAT's catalogue does
 * not list 626 (RESICO) here: a CFDI with D01–D10 to a 626 receptor is refused by the PAC.
 */
const PERSONAL: readonly TaxRegime[] = [
  '605',
  '606',
  '608',
  '611',
  '612',
  '614',
  '607',
  '615',
  '625',
];
const EVERY: readonly TaxRegime[] = TAX_REGIME_CODES;

type Use = Applies & { regimes: readonly TaxRegime[] };

/** c_UsoCFDI. */
export const CFDI_USES = {
  G01: { ...BOTH, regimes: BUSINESS }, // Adquisición de mercancías
  G02: { ...BOTH, regimes: BUSINESS }, // Devoluciones, descuentos o bonificaciones
  G03: { ...BOTH, regimes: BUSINESS }, // Gastos en general
  I01: { ...BOTH, regimes: BUSINESS }, // Construcciones
  I02: { ...BOTH, regimes: BUSINESS }, // Mobiliario y equipo de oficina por inversiones
  I03: { ...BOTH, regimes: BUSINESS }, // Equipo de transporte
  I04: { ...BOTH, regimes: BUSINESS }, // Equipo de cómputo y accesorios
  I05: { ...BOTH, regimes: BUSINESS }, // Dados, troqueles, moldes, matrices y herramental
  I06: { ...BOTH, regimes: BUSINESS }, // Comunicaciones telefónicas
  I07: { ...BOTH, regimes: BUSINESS }, // Comunicaciones satelitales
  I08: { ...BOTH, regimes: BUSINESS }, // Otra maquinaria y equipo
  D01: { ...FISICA, regimes: PERSONAL }, // Honorarios médicos, dentales y gastos hospitalarios
  D02: { ...FISICA, regimes: PERSONAL }, // Gastos médicos por incapacidad o discapacidad
  D03: { ...FISICA, regimes: PERSONAL }, // Gastos funerales
  D04: { ...FISICA, regimes: PERSONAL }, // Donativos
  D05: { ...FISICA, regimes: PERSONAL }, // Intereses reales por créditos hipotecarios
  D06: { ...FISICA, regimes: PERSONAL }, // Aportaciones voluntarias al SAR
  D07: { ...FISICA, regimes: PERSONAL }, // Primas por seguros de gastos médicos
  D08: { ...FISICA, regimes: PERSONAL }, // Gastos de transportación escolar obligatoria
  D09: { ...FISICA, regimes: PERSONAL }, // Depósitos en cuentas para el ahorro, planes de pensiones
  D10: { ...FISICA, regimes: PERSONAL }, // Pagos por servicios educativos (colegiaturas)
  S01: { ...BOTH, regimes: EVERY }, // Sin efectos fiscales
  CP01: { ...BOTH, regimes: EVERY }, // Pagos
  CN01: { ...FISICA, regimes: ['605'] }, // Nómina
} as const satisfies Record<string, Use>;

export type CfdiUse = keyof typeof CFDI_USES;
export const CFDI_USE_CODES = Object.keys(CFDI_USES) as CfdiUse[];

export function isTaxRegime(code: string): code is TaxRegime {
  return Object.hasOwn(TAX_REGIMES, code);
}

export function isCfdiUse(code: string): code is CfdiUse {
  return Object.hasOwn(CFDI_USES, code);
}

/** The regímenes an RFC of this kind may declare (all of them while the kind is unknown). */
export function regimesFor(kind: RfcKind | null): TaxRegime[] {
  return TAX_REGIME_CODES.filter((code) => !kind || TAX_REGIMES[code][kind]);
}

/** The usos del CFDI a receptor of this kind (null: not known yet) and régimen may ask for. */
export function usesFor(kind: RfcKind | null, regime: string | null): CfdiUse[] {
  return CFDI_USE_CODES.filter((code) => {
    const use: Use = CFDI_USES[code];
    if (kind && !use[kind]) return false;
    return !regime || (isTaxRegime(regime) && use.regimes.includes(regime));
  });
}

/** Whether SAT takes this régimen for this kind of RFC. */
export function regimeFits(kind: RfcKind, regime: string): boolean {
  return isTaxRegime(regime) && TAX_REGIMES[regime][kind];
}

/** Whether SAT takes this uso for this kind of RFC and régimen. */
export function cfdiUseFits(kind: RfcKind, regime: string, use: string): boolean {
  return isCfdiUse(use) && usesFor(kind, regime).includes(use);
}
