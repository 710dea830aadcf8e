import type { ProductType } from '@/lib/domain/vocabulary';

import type { CategorySlug } from './categories';
import type { IconName } from './demo-images';
import type { SupplierKey } from './suppliers';

/** Grammatical gender and number of a Spanish noun: masc./fem., singular/plural. */
export type Gender = 'ms' | 'fs' | 'mp' | 'fp';

export interface Word {
  es: string;
  en: string;
}

/** A kind of item: its name, and the picture that shows it (every photo of the item). */
export interface Noun extends Word {
  g: Gender;
  icon: IconName;
}

/**
 * A colour adjective in its four Spanish forms (ms, fs, mp, fp), with the ink an item of that
 * colour is drawn in, the background it is drawn on, and the key in its pictures' file names.
 */
export interface Colour {
  es: readonly [string, string, string, string];
  en: string;
  key: string;
  ink: string;
  background: string;
}

export type VariantKind = 'clothing' | 'shoes' | 'coffee';
export type ReturnKind = 'goods' | 'hygiene' | 'electronics' | 'none';

/**
 * A product line: how to name, price and describe one kind of item. Names are patterns over
 * `{noun}`, `{q0}`, `{q1}`, … and `{colour}` (which agrees with the noun in Spanish).
 */
export interface ProductLine {
  key: string;
  category: CategorySlug;
  type: ProductType;
  /** Relative weight among the lines of the same type. */
  weight: number;
  suppliers: readonly SupplierKey[];
  nouns: readonly Noun[];
  qualifiers: readonly (readonly Word[])[];
  colour: boolean;
  es: string;
  en: string;
  /** Whole pesos. */
  price: readonly [number, number];
  variants?: VariantKind;
  returns: ReturnKind;
  blurbs: readonly Word[];
}

export const COLOURS: readonly Colour[] = [
  colour(['azul', 'azul', 'azules', 'azules'], 'blue', '#2563eb', '#dbeafe'),
  colour(['rojo', 'roja', 'rojos', 'rojas'], 'red', '#dc2626', '#fee2e2'),
  colour(['negro', 'negra', 'negros', 'negras'], 'black', '#1f2937', '#e5e7eb'),
  colour(['blanco', 'blanca', 'blancos', 'blancas'], 'white', '#f8fafc', '#94a3b8'),
  colour(['verde', 'verde', 'verdes', 'verdes'], 'green', '#16a34a', '#dcfce7'),
  colour(['gris', 'gris', 'grises', 'grises'], 'grey', '#6b7280', '#f3f4f6'),
  colour(['rosa', 'rosa', 'rosas', 'rosas'], 'pink', '#ec4899', '#fce7f3'),
  colour(['amarillo', 'amarilla', 'amarillos', 'amarillas'], 'yellow', '#facc15', '#e0f2fe'),
  colour(['morado', 'morada', 'morados', 'moradas'], 'purple', '#7c3aed', '#ede9fe'),
  colour(['beige', 'beige', 'beige', 'beige'], 'beige', '#d6c3a1', '#a8a29e'),
  colour(['turquesa', 'turquesa', 'turquesa', 'turquesa'], 'turquoise', '#14b8a6', '#ccfbf1'),
  colour(
    ['azul marino', 'azul marino', 'azul marino', 'azul marino'],
    'navy blue',
    '#1e3a8a',
    '#dbeafe',
  ),
];

function colour(es: Colour['es'], en: string, ink: string, background: string): Colour {
  return { es, en, key: en.replaceAll(' ', '-'), ink, background };
}

export const GENDER_INDEX: Record<Gender, number> = { ms: 0, fs: 1, mp: 2, fp: 3 };

/** Closing sentence of every description, by item type. */
export const TYPE_CLOSINGS: Record<ProductType, Word> = {
  product: {
    es: 'Enviamos a todo México; pago seguro en línea o contra entrega.',
    en: 'We ship anywhere in Mexico; pay securely online or on delivery.',
  },
  service: {
    es: 'Después de la compra te contactamos para agendar la fecha.',
    en: 'After your purchase we contact you to book a date.',
  },
  experience: {
    es: 'Cupo limitado; recibirás tu boleto con código QR por correo.',
    en: 'Limited places; you will receive a ticket with a QR code by e-mail.',
  },
  digital: { es: 'Descarga inmediata después del pago.', en: 'Instant download after payment.' },
};

export const LEVELS: readonly Word[] = [
  { es: 'para principiantes', en: 'for beginners' },
  { es: 'para nivel intermedio', en: 'for intermediate level' },
  { es: 'para nivel avanzado', en: 'for advanced level' },
  { es: 'para emprendedores', en: 'for entrepreneurs' },
];
