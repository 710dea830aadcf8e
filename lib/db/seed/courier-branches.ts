import type { courierBranches } from '@/lib/db/schema';

import { SEED_CREATED_AT, SEED_UPDATED_AT } from './dates';

type BranchRow = typeof courierBranches.$inferInsert;

const HOURS = {
  weekdays: 'Lun a vie 9:00–19:00, sáb 9:00–14:00',
  long: 'Lun a sáb 8:00–20:00',
  office: 'Lun a vie 9:00–18:00',
} as const;

/** One branch a line: id suffix | courier | branch name | state code | city | address | hours. */
const BRANCHES = [
  'cmx_roma | Estafeta | Roma Norte | CMX | Cuauhtémoc | Av. Álvaro Obregón 120, Roma Norte, 06700 | weekdays',
  'cmx_coyoacan | Paquetexpress | Coyoacán | CMX | Coyoacán | Av. Universidad 1810, Romero de Terreros, 04310 | long',
  'cmx_polanco | DHL Express | Polanco | CMX | Miguel Hidalgo | Av. Homero 407, Polanco V Sección, 11560 | office',
  'cmx_tlalpan | Redpack | Tlalpan Centro | CMX | Tlalpan | Calz. de Tlalpan 4620, Tlalpan Centro, 14000 | weekdays',
  'jal_centro | Estafeta | Guadalajara Centro | JAL | Guadalajara | Av. Juárez 638, Centro, 44100 | weekdays',
  'jal_zapopan | Paquetexpress | Zapopan Patria | JAL | Zapopan | Av. Patria 1950, Jardines Universidad, 45110 | long',
  'jal_tlaquepaque | FedEx | Tlaquepaque | JAL | San Pedro Tlaquepaque | Av. Niños Héroes 2960, Jardines del Bosque, 45520 | office',
  'nle_centro | Estafeta | Monterrey Centro | NLE | Monterrey | Av. Constitución 400 Ote., Centro, 64000 | weekdays',
  'nle_sanpedro | DHL Express | San Pedro Valle | NLE | San Pedro Garza García | Calz. del Valle 400, Del Valle, 66220 | office',
  'pue_angelopolis | Paquetexpress | Angelópolis | PUE | Puebla | Blvd. del Niño Poblano 2510, Reserva Territorial Atlixcáyotl, 72197 | long',
  'pue_centro | Estafeta | Puebla Centro | PUE | Puebla | Av. Reforma 705, Centro, 72000 | weekdays',
  'yuc_montejo | Estafeta | Mérida Paseo de Montejo | YUC | Mérida | Paseo de Montejo 480, Centro, 97000 | weekdays',
  'yuc_altabrisa | FedEx | Mérida Altabrisa | YUC | Mérida | Calle 7 451, Altabrisa, 97130 | office',
  'que_centro | Paquetexpress | Querétaro Centro Sur | QUE | Querétaro | Av. Constituyentes 40 Ote., El Carrizal, 76030 | long',
  'gua_leon | Estafeta | León Centro | GUA | León | Blvd. Adolfo López Mateos 1102 Ote., Centro, 37000 | weekdays',
  'ver_boca | Redpack | Boca del Río | VER | Boca del Río | Blvd. Manuel Ávila Camacho 3200, Costa de Oro, 94299 | weekdays',
] as const;

/** Closed branches stay in the table (orders may still show them) but are never offered. */
const CLOSED = new Set(['cmx_tlalpan']);

/** The demo courier branches: a few in eight states (one closed), so `to_branch` can be tried. */
export function buildCourierBranches(): BranchRow[] {
  return BRANCHES.map((line) => {
    const [suffix, agency, name, provinceCode, location, addressLine, hours] = line
      .split('|')
      .map((part) => part.trim()) as [string, string, string, string, string, string, string];
    return {
      id: `brn_${suffix}`,
      agency,
      name,
      provinceCode,
      location,
      addressLine,
      hours: HOURS[hours as keyof typeof HOURS],
      active: !CLOSED.has(suffix),
      createdAt: SEED_CREATED_AT,
      updatedAt: SEED_UPDATED_AT,
    };
  });
}
