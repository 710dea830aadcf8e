import { MEXICAN_STATES } from './mexican-states';

export type MexicanState = (typeof MEXICAN_STATES)[number];

/**
 * The ISO 3166-2:MX code of each federal entity (the spec's `province_code`; the name is its
 * `province_name`), in the order of `MEXICAN_STATES`.
 */
const CODES: Record<MexicanState, string> = {
  Aguascalientes: 'AGU',
  'Baja California': 'BCN',
  'Baja California Sur': 'BCS',
  Campeche: 'CAM',
  Chiapas: 'CHP',
  Chihuahua: 'CHH',
  'Ciudad de México': 'CMX',
  Coahuila: 'COA',
  Colima: 'COL',
  Durango: 'DUR',
  'Estado de México': 'MEX',
  Guanajuato: 'GUA',
  Guerrero: 'GRO',
  Hidalgo: 'HID',
  Jalisco: 'JAL',
  Michoacán: 'MIC',
  Morelos: 'MOR',
  Nayarit: 'NAY',
  'Nuevo León': 'NLE',
  Oaxaca: 'OAX',
  Puebla: 'PUE',
  Querétaro: 'QUE',
  'Quintana Roo': 'ROO',
  'San Luis Potosí': 'SLP',
  Sinaloa: 'SIN',
  Sonora: 'SON',
  Tabasco: 'TAB',
  Tamaulipas: 'TAM',
  Tlaxcala: 'TLA',
  Veracruz: 'VER',
  Yucatán: 'YUC',
  Zacatecas: 'ZAC',
};

export interface Province {
  code: string;
  name: MexicanState;
}

/** The 32 states as `{ code, name }`, alphabetical by name (the order of the state select). */
export const PROVINCES: readonly Province[] = MEXICAN_STATES.map((name) => ({
  code: CODES[name],
  name,
}));

export const PROVINCE_CODES = PROVINCES.map((province) => province.code) as [string, ...string[]];

/** The state's name for its code, or null for a code that is not one of the 32. */
export function provinceName(code: string): MexicanState | null {
  return PROVINCES.find((province) => province.code === code)?.name ?? null;
}
