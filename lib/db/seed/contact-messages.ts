import type { contactMessages } from '@/lib/db/schema';

import { SEED_UPDATED_AT } from './dates';
import { shopId } from './shop-specs';

type ContactMessageRow = typeof contactMessages.$inferInsert;

const HOUR_MS = 3_600_000;

/** Written by hand, no draws: the seed's random sequences stay as they are. */
const MESSAGES = [
  {
    kind: 'contact',
    name: 'Lucía Fernández',
    email: 'lucia.fernandez@example.mx',
    phone: '+52 55 1234 5678',
    message: '¡Hola! ¿Hacen envíos a Monterrey? Me interesa el café de Chiapas para mi oficina.',
    hoursAgo: 5,
  },
  {
    kind: 'technical_query',
    name: 'Jorge Castillo',
    email: 'jorge.castillo@example.mx',
    phone: null,
    message:
      'Compré unos audífonos y no encuentro cómo emparejarlos con mi teléfono. ¿Tienen el manual en español?',
    hoursAgo: 30,
  },
  {
    kind: 'contact',
    name: 'Mariana Ruiz',
    email: 'mariana.ruiz@example.mx',
    phone: '33 9876 5432',
    message: 'Quisiera saber si tienen precio de mayoreo a partir de 20 piezas.',
    hoursAgo: 76,
  },
  {
    kind: 'technical_query',
    name: 'Daniel Ortega',
    email: 'daniel.ortega@example.mx',
    phone: null,
    message: 'La página de pago se queda cargando cuando elijo transferencia. ¿Me pueden ayudar?',
    hoursAgo: 150,
  },
] as const;

/**
 * Messages visitors sent the `demo` shop through its contact and technical-query forms, so its
 * owner's inbox (`/admin/contactos`) has something to show; dated hours before the seed's fixed date.
 */
export function buildContactMessages(): ContactMessageRow[] {
  return MESSAGES.map(({ hoursAgo, ...m }, i) => ({
    id: `msg_demo_${String(i + 1).padStart(2, '0')}`,
    shopId: shopId('demo'),
    ...m,
    senderKey: `seed-sender-${i + 1}`,
    createdAt: new Date(SEED_UPDATED_AT.getTime() - hoursAgo * HOUR_MS),
  }));
}
