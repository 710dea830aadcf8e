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

export interface Noun extends Word {
  g: Gender;
  icon?: IconName;
}

/** A colour adjective in its four Spanish forms (ms, fs, mp, fp). */
export interface Colour {
  es: readonly [string, string, string, string];
  en: string;
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
  { es: ['azul', 'azul', 'azules', 'azules'], en: 'blue' },
  { es: ['rojo', 'roja', 'rojos', 'rojas'], en: 'red' },
  { es: ['negro', 'negra', 'negros', 'negras'], en: 'black' },
  { es: ['blanco', 'blanca', 'blancos', 'blancas'], en: 'white' },
  { es: ['verde', 'verde', 'verdes', 'verdes'], en: 'green' },
  { es: ['gris', 'gris', 'grises', 'grises'], en: 'grey' },
  { es: ['rosa', 'rosa', 'rosas', 'rosas'], en: 'pink' },
  { es: ['amarillo', 'amarilla', 'amarillos', 'amarillas'], en: 'yellow' },
  { es: ['morado', 'morada', 'morados', 'moradas'], en: 'purple' },
  { es: ['beige', 'beige', 'beige', 'beige'], en: 'beige' },
  { es: ['turquesa', 'turquesa', 'turquesa', 'turquesa'], en: 'turquoise' },
  { es: ['azul marino', 'azul marino', 'azul marino', 'azul marino'], en: 'navy blue' },
];

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

const LEVELS: readonly Word[] = [
  { es: 'para principiantes', en: 'for beginners' },
  { es: 'para nivel intermedio', en: 'for intermediate level' },
  { es: 'para nivel avanzado', en: 'for advanced level' },
  { es: 'para emprendedores', en: 'for entrepreneurs' },
];

export const PRODUCT_LINES: readonly ProductLine[] = [
  {
    key: 'ropa',
    category: 'ropa',
    type: 'product',
    weight: 1.4,
    suppliers: ['textiles', 'artesanias'],
    nouns: [
      { es: 'Playera', en: 'T-shirt', g: 'fs', icon: 'shirt' },
      { es: 'Blusa', en: 'blouse', g: 'fs', icon: 'shirt' },
      { es: 'Sudadera', en: 'hoodie', g: 'fs', icon: 'shirt' },
      { es: 'Camisa', en: 'shirt', g: 'fs', icon: 'shirt' },
      { es: 'Chamarra', en: 'jacket', g: 'fs', icon: 'shirt' },
      { es: 'Vestido', en: 'dress', g: 'ms', icon: 'dress' },
      { es: 'Falda', en: 'skirt', g: 'fs', icon: 'dress' },
      { es: 'Pantalón', en: 'trousers', g: 'ms', icon: 'shirt' },
    ],
    qualifiers: [
      [
        { es: 'de algodón orgánico', en: 'organic cotton' },
        { es: 'de lino', en: 'linen' },
        { es: 'de mezclilla', en: 'denim' },
        { es: 'de manta bordada', en: 'embroidered muslin' },
        { es: 'de punto', en: 'knit' },
      ],
    ],
    colour: true,
    es: '{noun} {q0} {colour}',
    en: '{colour} {q0} {noun}',
    price: [199, 899],
    variants: 'clothing',
    returns: 'goods',
    blurbs: [
      {
        es: 'Tela suave y fresca, corte cómodo para todos los días.',
        en: 'Soft, breathable fabric with a comfortable everyday fit.',
      },
      {
        es: 'Confeccionada en México por talleres locales.',
        en: 'Made in Mexico by local workshops.',
      },
      {
        es: 'Lavable en lavadora con agua fría; no usar secadora.',
        en: 'Machine washable in cold water; do not tumble dry.',
      },
    ],
  },
  {
    key: 'calzado',
    category: 'calzado',
    type: 'product',
    weight: 1,
    suppliers: ['textiles'],
    nouns: [
      { es: 'Tenis', en: 'sneakers', g: 'mp' },
      { es: 'Botas', en: 'boots', g: 'fp' },
      { es: 'Sandalias', en: 'sandals', g: 'fp' },
      { es: 'Zapatos', en: 'shoes', g: 'mp' },
      { es: 'Botines', en: 'ankle boots', g: 'mp' },
      { es: 'Huaraches', en: 'huarache sandals', g: 'mp' },
      { es: 'Mocasines', en: 'loafers', g: 'mp' },
    ],
    qualifiers: [
      [
        { es: 'de piel', en: 'leather' },
        { es: 'de gamuza', en: 'suede' },
        { es: 'de lona', en: 'canvas' },
        { es: 'para correr', en: 'running' },
      ],
    ],
    colour: true,
    es: '{noun} {q0} {colour}',
    en: '{colour} {q0} {noun}',
    price: [499, 1999],
    variants: 'shoes',
    returns: 'goods',
    blurbs: [
      {
        es: 'Suela antiderrapante y plantilla acolchonada.',
        en: 'Non-slip sole and cushioned insole.',
      },
      { es: 'Hechos en León, Guanajuato.', en: 'Made in León, Guanajuato.' },
    ],
  },
  {
    key: 'cafe',
    category: 'cafe',
    type: 'product',
    weight: 1,
    suppliers: ['cafe', 'franquicia'],
    nouns: [
      { es: 'Café en grano', en: 'whole bean coffee', g: 'ms', icon: 'coffee-bag' },
      { es: 'Café molido', en: 'ground coffee', g: 'ms', icon: 'coffee-bag' },
      { es: 'Cápsulas de café', en: 'coffee capsules', g: 'fp', icon: 'cup' },
      { es: 'Café de olla', en: 'café de olla blend', g: 'ms', icon: 'cup' },
      { es: 'Café descafeinado', en: 'decaf coffee', g: 'ms', icon: 'coffee-bag' },
    ],
    qualifiers: [
      [
        { es: 'de Chiapas', en: 'Chiapas' },
        { es: 'de Veracruz', en: 'Veracruz' },
        { es: 'de Oaxaca', en: 'Oaxaca' },
        { es: 'de Puebla', en: 'Puebla' },
        { es: 'de Nayarit', en: 'Nayarit' },
        { es: 'de Guerrero', en: 'Guerrero' },
      ],
      [
        { es: 'tueste claro', en: 'light roast' },
        { es: 'tueste medio', en: 'medium roast' },
        { es: 'tueste oscuro', en: 'dark roast' },
      ],
      [
        { es: '250 g', en: '250 g' },
        { es: '500 g', en: '500 g' },
        { es: '1 kg', en: '1 kg' },
      ],
    ],
    colour: false,
    es: '{noun} {q0} {q1} {q2}',
    en: '{q0} {q1} {noun} {q2}',
    price: [149, 549],
    variants: 'coffee',
    returns: 'goods',
    blurbs: [
      {
        es: 'Cultivado a más de 1,200 metros de altura y tostado cada semana.',
        en: 'Grown above 1,200 metres and roasted every week.',
      },
      {
        es: 'Notas de chocolate, nuez y frutos rojos.',
        en: 'Notes of chocolate, walnut and red berries.',
      },
      { es: 'Comercio justo directo con productores.', en: 'Direct fair trade with growers.' },
    ],
  },
  {
    key: 'electronica',
    category: 'electronica',
    type: 'product',
    weight: 1,
    suppliers: ['tecno'],
    nouns: [
      { es: 'Audífonos inalámbricos', en: 'wireless headphones', g: 'mp', icon: 'headphones' },
      { es: 'Bocina Bluetooth', en: 'Bluetooth speaker', g: 'fs', icon: 'headphones' },
      { es: 'Cargador rápido', en: 'fast charger', g: 'ms', icon: 'phone' },
      { es: 'Reloj inteligente', en: 'smartwatch', g: 'ms', icon: 'phone' },
      { es: 'Teclado mecánico', en: 'mechanical keyboard', g: 'ms', icon: 'laptop' },
      { es: 'Mouse ergonómico', en: 'ergonomic mouse', g: 'ms', icon: 'laptop' },
      { es: 'Batería portátil', en: 'power bank', g: 'fs', icon: 'phone' },
      { es: 'Cámara web HD', en: 'HD webcam', g: 'fs', icon: 'laptop' },
    ],
    qualifiers: [
      [
        { es: 'Pro', en: 'Pro' },
        { es: 'Lite', en: 'Lite' },
        { es: 'Max', en: 'Max' },
        { es: 'Plus', en: 'Plus' },
        { es: 'X2', en: 'X2' },
        { es: 'Mini', en: 'Mini' },
      ],
    ],
    colour: true,
    es: '{noun} {q0} {colour}',
    en: '{colour} {noun} {q0}',
    price: [299, 4999],
    returns: 'electronics',
    blurbs: [
      { es: 'Garantía de 12 meses con el proveedor.', en: '12-month warranty from the supplier.' },
      { es: 'Compatible con Android y iOS.', en: 'Works with Android and iOS.' },
      {
        es: 'Batería de larga duración y carga por USB-C.',
        en: 'Long-lasting battery with USB-C charging.',
      },
    ],
  },
  {
    key: 'hogar',
    category: 'hogar',
    type: 'product',
    weight: 1,
    suppliers: ['artesanias', 'tecno'],
    nouns: [
      { es: 'Lámpara de mesa', en: 'table lamp', g: 'fs', icon: 'lamp' },
      { es: 'Vela aromática', en: 'scented candle', g: 'fs', icon: 'lamp' },
      { es: 'Maceta de barro', en: 'clay planter', g: 'fs', icon: 'plant' },
      { es: 'Florero de vidrio soplado', en: 'blown-glass vase', g: 'ms', icon: 'plant' },
      { es: 'Cojín decorativo', en: 'decorative cushion', g: 'ms' },
      { es: 'Manta tejida', en: 'knitted throw', g: 'fs' },
      { es: 'Juego de tazas', en: 'mug set', g: 'ms' },
    ],
    qualifiers: [
      [
        { es: 'estilo nórdico', en: 'Nordic-style' },
        { es: 'artesanal', en: 'handmade' },
        { es: 'minimalista', en: 'minimalist' },
        { es: 'estilo rústico', en: 'rustic' },
      ],
    ],
    colour: true,
    es: '{noun} {q0} {colour}',
    en: '{colour} {q0} {noun}',
    price: [149, 1499],
    returns: 'goods',
    blurbs: [
      {
        es: 'Hecho a mano; cada pieza es ligeramente distinta.',
        en: 'Handmade; every piece is slightly different.',
      },
      {
        es: 'Dale un toque cálido a tu sala o recámara.',
        en: 'Adds a warm touch to your living room or bedroom.',
      },
    ],
  },
  {
    key: 'belleza',
    category: 'belleza',
    type: 'product',
    weight: 1,
    suppliers: ['bienestar'],
    nouns: [
      { es: 'Crema hidratante', en: 'moisturizing cream', g: 'fs', icon: 'bottle' },
      { es: 'Jabón artesanal', en: 'handmade soap', g: 'ms', icon: 'bottle' },
      { es: 'Aceite facial', en: 'facial oil', g: 'ms', icon: 'bottle' },
      { es: 'Shampoo sólido', en: 'solid shampoo', g: 'ms', icon: 'bottle' },
      { es: 'Bálsamo labial', en: 'lip balm', g: 'ms', icon: 'lipstick' },
      { es: 'Mascarilla de arcilla', en: 'clay face mask', g: 'fs', icon: 'bottle' },
      { es: 'Exfoliante corporal', en: 'body scrub', g: 'ms', icon: 'bottle' },
    ],
    qualifiers: [
      [
        { es: 'de lavanda', en: 'lavender' },
        { es: 'de rosa mosqueta', en: 'rosehip' },
        { es: 'de coco', en: 'coconut' },
        { es: 'de aloe vera', en: 'aloe vera' },
        { es: 'de café', en: 'coffee' },
        { es: 'de miel y avena', en: 'honey and oat' },
      ],
      [
        { es: '30 ml', en: '30 ml' },
        { es: '50 ml', en: '50 ml' },
        { es: '100 ml', en: '100 ml' },
        { es: '250 ml', en: '250 ml' },
      ],
    ],
    colour: false,
    es: '{noun} {q0} {q1}',
    en: '{q0} {noun} {q1}',
    price: [89, 649],
    returns: 'hygiene',
    blurbs: [
      {
        es: 'Ingredientes naturales, sin parabenos ni sulfatos.',
        en: 'Natural ingredients, free of parabens and sulphates.',
      },
      { es: 'No probado en animales.', en: 'Cruelty-free.' },
      { es: 'Apto para todo tipo de piel.', en: 'Suitable for all skin types.' },
    ],
  },
  {
    key: 'deportes',
    category: 'deportes',
    type: 'product',
    weight: 1,
    suppliers: ['textiles', 'tecno'],
    nouns: [
      { es: 'Tapete de yoga', en: 'yoga mat', g: 'ms', icon: 'dumbbell' },
      { es: 'Par de mancuernas', en: 'pair of dumbbells', g: 'ms', icon: 'dumbbell' },
      { es: 'Balón de fútbol', en: 'football', g: 'ms', icon: 'ball' },
      { es: 'Balón de básquetbol', en: 'basketball', g: 'ms', icon: 'ball' },
      { es: 'Botella térmica', en: 'insulated bottle', g: 'fs' },
      { es: 'Cuerda para saltar', en: 'jump rope', g: 'fs' },
      { es: 'Mochila deportiva', en: 'sports backpack', g: 'fs' },
    ],
    qualifiers: [
      [
        { es: 'profesional', en: 'professional' },
        { es: 'de entrenamiento', en: 'training' },
        { es: 'de alto rendimiento', en: 'high-performance' },
        { es: 'antiderrapante', en: 'non-slip' },
      ],
    ],
    colour: true,
    es: '{noun} {q0} {colour}',
    en: '{colour} {q0} {noun}',
    price: [149, 1899],
    returns: 'goods',
    blurbs: [
      {
        es: 'Materiales resistentes para entrenar en casa o al aire libre.',
        en: 'Durable materials for training at home or outdoors.',
      },
      { es: 'Ligero y fácil de transportar.', en: 'Light and easy to carry.' },
    ],
  },
  {
    key: 'juguetes',
    category: 'juguetes',
    type: 'product',
    weight: 0.8,
    suppliers: ['artesanias'],
    nouns: [
      { es: 'Rompecabezas de madera', en: 'wooden puzzle', g: 'ms' },
      { es: 'Juego de bloques', en: 'building block set', g: 'ms' },
      { es: 'Muñeca de trapo', en: 'rag doll', g: 'fs' },
      { es: 'Carrito de madera', en: 'wooden toy car', g: 'ms' },
      { es: 'Lotería mexicana', en: 'Mexican lotería game', g: 'fs' },
      { es: 'Balero artesanal', en: 'handmade cup-and-ball toy', g: 'ms' },
      { es: 'Memorama de animales', en: 'animal memory game', g: 'ms' },
    ],
    qualifiers: [
      [
        { es: 'edición clásica', en: 'classic edition' },
        { es: 'edición de viaje', en: 'travel edition' },
        { es: 'edición de lujo', en: 'deluxe edition' },
      ],
      [
        { es: 'para 3 años o más', en: 'for ages 3+' },
        { es: 'para 6 años o más', en: 'for ages 6+' },
        { es: 'para toda la familia', en: 'for the whole family' },
      ],
    ],
    colour: false,
    es: '{noun} {q1} ({q0})',
    en: '{noun} {q1} ({q0})',
    price: [99, 799],
    returns: 'goods',
    blurbs: [
      {
        es: 'Juguete tradicional mexicano, pintado a mano.',
        en: 'Traditional Mexican toy, hand-painted.',
      },
      {
        es: 'Pinturas no tóxicas y piezas sin bordes filosos.',
        en: 'Non-toxic paint and no sharp edges.',
      },
    ],
  },
  {
    key: 'servicios',
    category: 'servicios-profesionales',
    type: 'service',
    weight: 0.6,
    suppliers: ['academia', 'franquicia'],
    nouns: [
      { es: 'Asesoría contable', en: 'Accounting advice', g: 'fs', icon: 'chart' },
      { es: 'Diseño de logotipo', en: 'Logo design', g: 'ms', icon: 'briefcase' },
      {
        es: 'Sesión de fotografía de producto',
        en: 'Product photography session',
        g: 'fs',
        icon: 'briefcase',
      },
      {
        es: 'Mantenimiento de computadora',
        en: 'Computer maintenance',
        g: 'ms',
        icon: 'briefcase',
      },
      { es: 'Consulta de nutrición', en: 'Nutrition consultation', g: 'fs', icon: 'briefcase' },
      { es: 'Traducción de documentos', en: 'Document translation', g: 'fs', icon: 'briefcase' },
      { es: 'Asesoría legal', en: 'Legal advice', g: 'fs', icon: 'briefcase' },
      { es: 'Gestión de redes sociales', en: 'Social media management', g: 'fs', icon: 'chart' },
    ],
    qualifiers: [
      [
        { es: 'para emprendedores', en: 'for entrepreneurs' },
        { es: 'para pymes', en: 'for small businesses' },
        { es: 'en línea', en: 'online' },
        { es: 'a domicilio', en: 'at your home' },
        { es: 'con entrega exprés', en: 'with express delivery' },
      ],
    ],
    colour: false,
    es: '{noun} {q0}',
    en: '{noun} {q0}',
    price: [500, 8000],
    returns: 'none',
    blurbs: [
      {
        es: 'Atención personalizada por profesionales certificados.',
        en: 'Personal attention from certified professionals.',
      },
      {
        es: 'Incluye factura y seguimiento por 30 días.',
        en: 'Includes an invoice and 30 days of follow-up.',
      },
    ],
  },
  {
    key: 'talleres',
    category: 'cursos',
    type: 'service',
    weight: 0.4,
    suppliers: ['academia', 'cafe'],
    nouns: [
      { es: 'Clase de barismo', en: 'Barista class', g: 'fs', icon: 'cap' },
      { es: 'Taller de cerámica', en: 'Pottery workshop', g: 'ms', icon: 'cap' },
      { es: 'Curso de cocina mexicana', en: 'Mexican cooking course', g: 'ms', icon: 'cap' },
      { es: 'Taller de fotografía', en: 'Photography workshop', g: 'ms', icon: 'cap' },
      { es: 'Clase de salsa', en: 'Salsa class', g: 'fs', icon: 'cap' },
      { es: 'Taller de bordado', en: 'Embroidery workshop', g: 'ms', icon: 'cap' },
      { es: 'Clase de yoga', en: 'Yoga class', g: 'fs', icon: 'cap' },
      { es: 'Taller de carpintería', en: 'Woodworking workshop', g: 'ms', icon: 'cap' },
    ],
    qualifiers: [
      [...LEVELS, { es: 'en pareja', en: 'for couples' }, { es: 'para niños', en: 'for kids' }],
    ],
    colour: false,
    es: '{noun} {q0}',
    en: '{noun} {q0}',
    price: [350, 2500],
    returns: 'none',
    blurbs: [
      {
        es: 'Grupos pequeños de máximo 10 personas; incluye materiales.',
        en: 'Small groups of up to 10 people; materials included.',
      },
      {
        es: 'Impartido por instructores con más de 10 años de experiencia.',
        en: 'Taught by instructors with over 10 years of experience.',
      },
    ],
  },
  {
    key: 'experiencias',
    category: 'experiencias',
    type: 'experience',
    weight: 1,
    suppliers: ['cafe', 'academia'],
    nouns: [
      { es: 'Recorrido por cafetales', en: 'Coffee farm tour', g: 'ms', icon: 'mountain' },
      { es: 'Cata de mezcal', en: 'Mezcal tasting', g: 'fs', icon: 'ticket' },
      { es: 'Paseo en globo', en: 'Hot-air balloon ride', g: 'ms', icon: 'mountain' },
      {
        es: 'Clase de cocina tradicional',
        en: 'Traditional cooking class',
        g: 'fs',
        icon: 'ticket',
      },
      { es: 'Tour gastronómico', en: 'Food tour', g: 'ms', icon: 'ticket' },
      {
        es: 'Noche de observación de estrellas',
        en: 'Stargazing night',
        g: 'fs',
        icon: 'mountain',
      },
      { es: 'Caminata guiada', en: 'Guided hike', g: 'fs', icon: 'mountain' },
      { es: 'Recorrido histórico a pie', en: 'Historic walking tour', g: 'ms', icon: 'ticket' },
      { es: 'Concierto al aire libre', en: 'Open-air concert', g: 'ms', icon: 'ticket' },
    ],
    qualifiers: [
      [
        { es: 'en Oaxaca', en: 'in Oaxaca' },
        { es: 'en San Miguel de Allende', en: 'in San Miguel de Allende' },
        { es: 'en Valle de Bravo', en: 'in Valle de Bravo' },
        { es: 'en Tepoztlán', en: 'in Tepoztlán' },
        { es: 'en Chiapas', en: 'in Chiapas' },
        { es: 'en Puebla', en: 'in Puebla' },
        { es: 'en Guanajuato', en: 'in Guanajuato' },
        { es: 'en Mérida', en: 'in Mérida' },
      ],
    ],
    colour: false,
    es: '{noun} {q0}',
    en: '{noun} {q0}',
    price: [600, 4500],
    returns: 'none',
    blurbs: [
      {
        es: 'Incluye guía local, bebidas y seguro de viajero.',
        en: 'Includes a local guide, drinks and travel insurance.',
      },
      {
        es: 'Punto de encuentro en el centro; duración aproximada de 4 horas.',
        en: 'Meeting point downtown; about 4 hours long.',
      },
    ],
  },
  {
    key: 'cursos-en-linea',
    category: 'cursos',
    type: 'digital',
    weight: 0.45,
    suppliers: ['academia'],
    nouns: [
      { es: 'Curso en línea de Excel', en: 'Online Excel course', g: 'ms', icon: 'tablet' },
      {
        es: 'Curso en línea de marketing digital',
        en: 'Online digital marketing course',
        g: 'ms',
        icon: 'tablet',
      },
      {
        es: 'Curso en línea de programación web',
        en: 'Online web development course',
        g: 'ms',
        icon: 'tablet',
      },
      {
        es: 'Curso en línea de finanzas personales',
        en: 'Online personal finance course',
        g: 'ms',
        icon: 'tablet',
      },
      {
        es: 'Curso en línea de ilustración digital',
        en: 'Online digital illustration course',
        g: 'ms',
        icon: 'tablet',
      },
      { es: 'Curso en línea de inglés', en: 'Online English course', g: 'ms', icon: 'tablet' },
    ],
    qualifiers: [LEVELS],
    colour: false,
    es: '{noun} {q0}',
    en: '{noun} {q0}',
    price: [299, 2999],
    returns: 'none',
    blurbs: [
      {
        es: 'Videos en alta definición, ejercicios y constancia al terminar.',
        en: 'HD videos, exercises and a certificate when you finish.',
      },
      { es: 'Acceso de por vida a tu ritmo.', en: 'Lifetime access at your own pace.' },
    ],
  },
  {
    key: 'libros',
    category: 'libros-digitales',
    type: 'digital',
    weight: 0.55,
    suppliers: ['academia'],
    nouns: [
      { es: 'Libro digital', en: 'e-book', g: 'ms', icon: 'book' },
      { es: 'Guía en PDF', en: 'PDF guide', g: 'fs', icon: 'book' },
      { es: 'Audiolibro', en: 'audiobook', g: 'ms', icon: 'book' },
      {
        es: 'Cuaderno de ejercicios descargable',
        en: 'downloadable workbook',
        g: 'ms',
        icon: 'book',
      },
    ],
    qualifiers: [
      [
        { es: 'de recetas mexicanas', en: 'Mexican recipes' },
        { es: 'de finanzas personales', en: 'personal finance' },
        { es: 'de jardinería urbana', en: 'urban gardening' },
        { es: 'de fotografía con celular', en: 'smartphone photography' },
        { es: 'de marketing en redes sociales', en: 'social media marketing' },
        { es: 'de cuentos infantiles', en: "children's stories" },
        { es: 'de meditación para principiantes', en: 'beginner meditation' },
      ],
    ],
    colour: false,
    es: '{noun} {q0}',
    en: '{q0} {noun}',
    price: [49, 399],
    returns: 'none',
    blurbs: [
      {
        es: 'Formatos PDF y EPUB, legible en cualquier dispositivo.',
        en: 'PDF and EPUB formats, readable on any device.',
      },
      { es: 'Escrito por autores mexicanos.', en: 'Written by Mexican authors.' },
    ],
  },
];
