import { LEVELS, type ProductLine } from './word-lists';

const NO_RETURNS = { colour: false, returns: 'none' } as const;

const COFFEE_REGIONS = [
  { es: 'en Chiapas', en: 'in Chiapas' },
  { es: 'en Veracruz', en: 'in Veracruz' },
  { es: 'en Oaxaca', en: 'in Oaxaca' },
  { es: 'en Cuetzalan, Puebla', en: 'in Cuetzalan, Puebla' },
  { es: 'en Nayarit', en: 'in Nayarit' },
];

/**
 * Services, experiences and digital items. The coffee farm (supplier `cafe`) offers only coffee
 * ones (barista classes, farm visits, coffee guides) and the franchise only what a coffee-shop
 * franchisee buys; the academy offers the rest. So a shop that lists a supplier's items stays on
 * its theme.
 */
export const SERVICE_LINES: readonly ProductLine[] = [
  {
    key: 'servicios',
    category: 'servicios-profesionales',
    type: 'service',
    weight: 0.6,
    suppliers: ['academia'],
    nouns: [
      { es: 'Asesoría contable', en: 'Accounting advice', g: 'fs', icon: 'chart' },
      { es: 'Diseño de logotipo', en: 'Logo design', g: 'ms', icon: 'pen-nib' },
      {
        es: 'Sesión de fotografía de producto',
        en: 'Product photography session',
        g: 'fs',
        icon: 'camera',
      },
      { es: 'Mantenimiento de computadora', en: 'Computer maintenance', g: 'ms', icon: 'laptop' },
      { es: 'Consulta de nutrición', en: 'Nutrition consultation', g: 'fs', icon: 'apple' },
      { es: 'Traducción de documentos', en: 'Document translation', g: 'fs', icon: 'document' },
      { es: 'Asesoría legal', en: 'Legal advice', g: 'fs', icon: 'scales' },
      {
        es: 'Gestión de redes sociales',
        en: 'Social media management',
        g: 'fs',
        icon: 'megaphone',
      },
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
    ...NO_RETURNS,
    es: '{noun} {q0}',
    en: '{noun} {q0}',
    price: [500, 8000],
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
    key: 'servicios-franquicia',
    category: 'servicios-profesionales',
    type: 'service',
    weight: 0.25,
    suppliers: ['franquicia'],
    nouns: [
      {
        es: 'Capacitación de baristas',
        en: 'Barista training',
        g: 'fs',
        icon: 'cup',
      },
      {
        es: 'Asesoría para abrir tu cafetería',
        en: 'Advice on opening your coffee shop',
        g: 'fs',
        icon: 'storefront',
      },
      {
        es: 'Mantenimiento de máquina de espresso',
        en: 'Espresso machine servicing',
        g: 'ms',
        icon: 'espresso-machine',
      },
      {
        es: 'Diseño de menú para cafetería',
        en: 'Coffee-shop menu design',
        g: 'ms',
        icon: 'document',
      },
    ],
    qualifiers: [
      [
        { es: 'para franquiciatarios', en: 'for franchisees' },
        { es: 'en tu sucursal', en: 'at your branch' },
        { es: 'en línea', en: 'online' },
      ],
    ],
    ...NO_RETURNS,
    es: '{noun} {q0}',
    en: '{noun} {q0}',
    price: [900, 12000],
    blurbs: [
      {
        es: 'Con el método y los estándares de Café Norteño.',
        en: 'With the Café Norteño method and standards.',
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
    suppliers: ['academia'],
    nouns: [
      { es: 'Taller de cerámica', en: 'Pottery workshop', g: 'ms', icon: 'vase' },
      {
        es: 'Curso de cocina mexicana',
        en: 'Mexican cooking course',
        g: 'ms',
        icon: 'cooking-pot',
      },
      { es: 'Taller de fotografía', en: 'Photography workshop', g: 'ms', icon: 'camera' },
      { es: 'Clase de salsa', en: 'Salsa class', g: 'fs', icon: 'music' },
      { es: 'Taller de bordado', en: 'Embroidery workshop', g: 'ms', icon: 'embroidery-hoop' },
      { es: 'Clase de yoga', en: 'Yoga class', g: 'fs', icon: 'yoga-mat' },
      { es: 'Taller de carpintería', en: 'Woodworking workshop', g: 'ms', icon: 'hammer' },
    ],
    qualifiers: [
      [...LEVELS, { es: 'en pareja', en: 'for couples' }, { es: 'para niños', en: 'for kids' }],
    ],
    ...NO_RETURNS,
    es: '{noun} {q0}',
    en: '{noun} {q0}',
    price: [350, 2500],
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
    key: 'talleres-cafe',
    category: 'cursos',
    type: 'service',
    weight: 0.3,
    suppliers: ['cafe'],
    nouns: [
      { es: 'Clase de barismo', en: 'Barista class', g: 'fs', icon: 'cup' },
      { es: 'Taller de arte latte', en: 'Latte art workshop', g: 'ms', icon: 'cup' },
      { es: 'Curso de catación de café', en: 'Coffee cupping course', g: 'ms', icon: 'cup' },
      {
        es: 'Taller de espresso en casa',
        en: 'Home espresso workshop',
        g: 'ms',
        icon: 'espresso-machine',
      },
    ],
    qualifiers: [
      [
        { es: 'para principiantes', en: 'for beginners' },
        { es: 'para nivel intermedio', en: 'for intermediate level' },
        { es: 'en pareja', en: 'for couples' },
        { es: 'para cafeterías', en: 'for coffee shops' },
      ],
    ],
    ...NO_RETURNS,
    es: '{noun} {q0}',
    en: '{noun} {q0}',
    price: [450, 2200],
    blurbs: [
      {
        es: 'En nuestra barra de Tuxtla, con café de la finca; incluye materiales.',
        en: 'At our Tuxtla coffee bar, with coffee from the farm; materials included.',
      },
      {
        es: 'Grupos pequeños de máximo 8 personas.',
        en: 'Small groups of up to 8 people.',
      },
    ],
  },
  {
    key: 'experiencias',
    category: 'experiencias',
    type: 'experience',
    weight: 1,
    suppliers: ['academia'],
    nouns: [
      { es: 'Cata de mezcal', en: 'Mezcal tasting', g: 'fs', icon: 'spirits' },
      { es: 'Paseo en globo', en: 'Hot-air balloon ride', g: 'ms', icon: 'hot-air-balloon' },
      {
        es: 'Clase de cocina tradicional',
        en: 'Traditional cooking class',
        g: 'fs',
        icon: 'cooking-pot',
      },
      { es: 'Tour gastronómico', en: 'Food tour', g: 'ms', icon: 'taco' },
      {
        es: 'Noche de observación de estrellas',
        en: 'Stargazing night',
        g: 'fs',
        icon: 'night-sky',
      },
      { es: 'Caminata guiada', en: 'Guided hike', g: 'fs', icon: 'mountain' },
      {
        es: 'Recorrido histórico a pie',
        en: 'Historic walking tour',
        g: 'ms',
        icon: 'landmark',
      },
      { es: 'Concierto al aire libre', en: 'Open-air concert', g: 'ms', icon: 'music' },
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
    ...NO_RETURNS,
    es: '{noun} {q0}',
    en: '{noun} {q0}',
    price: [600, 4500],
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
    key: 'experiencias-cafe',
    category: 'experiencias',
    type: 'experience',
    weight: 0.6,
    suppliers: ['cafe'],
    nouns: [
      {
        es: 'Recorrido por cafetales',
        en: 'Coffee farm tour',
        g: 'ms',
        icon: 'coffee-plant',
      },
      { es: 'Día de cosecha de café', en: 'Coffee harvest day', g: 'ms', icon: 'coffee-plant' },
      { es: 'Cata de café de especialidad', en: 'Specialty coffee tasting', g: 'fs', icon: 'cup' },
      {
        es: 'Visita a la tostaduría de café',
        en: 'Coffee roastery visit',
        g: 'fs',
        icon: 'coffee-bag',
      },
    ],
    qualifiers: [COFFEE_REGIONS],
    ...NO_RETURNS,
    es: '{noun} {q0}',
    en: '{noun} {q0}',
    price: [450, 2800],
    blurbs: [
      {
        es: 'Con los productores de la finca; incluye degustación y café para llevar.',
        en: 'With the farm’s growers; includes a tasting and coffee to take home.',
      },
      {
        es: 'Punto de encuentro en la finca; duración aproximada de 4 horas.',
        en: 'Meeting point at the farm; about 4 hours long.',
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
    ...NO_RETURNS,
    es: '{noun} {q0}',
    en: '{noun} {q0}',
    price: [299, 2999],
    blurbs: [
      {
        es: 'Videos en alta definición, ejercicios y constancia al terminar.',
        en: 'HD videos, exercises and a certificate when you finish.',
      },
      { es: 'Acceso de por vida a tu ritmo.', en: 'Lifetime access at your own pace.' },
    ],
  },
  {
    key: 'cursos-cafe-en-linea',
    category: 'cursos',
    type: 'digital',
    weight: 0.2,
    suppliers: ['cafe'],
    nouns: [
      {
        es: 'Curso en línea de barismo',
        en: 'Online barista course',
        g: 'ms',
        icon: 'tablet',
      },
      {
        es: 'Curso en línea de métodos para preparar café',
        en: 'Online coffee brewing course',
        g: 'ms',
        icon: 'tablet',
      },
    ],
    qualifiers: [LEVELS.slice(0, 3)],
    ...NO_RETURNS,
    es: '{noun} {q0}',
    en: '{noun} {q0}',
    price: [299, 1499],
    blurbs: [
      {
        es: 'Videos grabados en la finca y en nuestra barra, con ejercicios y constancia.',
        en: 'Videos shot at the farm and at our bar, with exercises and a certificate.',
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
      { es: 'Guía en PDF', en: 'PDF guide', g: 'fs', icon: 'document' },
      { es: 'Audiolibro', en: 'audiobook', g: 'ms', icon: 'headphones' },
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
    ...NO_RETURNS,
    es: '{noun} {q0}',
    en: '{q0} {noun}',
    price: [49, 399],
    blurbs: [
      {
        es: 'Formatos PDF y EPUB, legible en cualquier dispositivo.',
        en: 'PDF and EPUB formats, readable on any device.',
      },
      { es: 'Escrito por autores mexicanos.', en: 'Written by Mexican authors.' },
    ],
  },
  {
    key: 'libros-cafe',
    category: 'libros-digitales',
    type: 'digital',
    weight: 0.25,
    suppliers: ['cafe'],
    nouns: [
      { es: 'Libro digital', en: 'e-book', g: 'ms', icon: 'book' },
      { es: 'Guía en PDF', en: 'PDF guide', g: 'fs', icon: 'document' },
    ],
    qualifiers: [
      [
        { es: 'de métodos para preparar café', en: 'coffee brewing methods' },
        { es: 'de recetas con café', en: 'coffee recipes' },
        { es: 'de catación de café', en: 'coffee cupping' },
        { es: 'sobre el café de México', en: 'Mexican coffee' },
      ],
    ],
    ...NO_RETURNS,
    es: '{noun} {q0}',
    en: '{q0} {noun}',
    price: [49, 299],
    blurbs: [
      {
        es: 'Escrito por los productores y baristas de la finca.',
        en: 'Written by the farm’s growers and baristas.',
      },
      {
        es: 'Formatos PDF y EPUB, legible en cualquier dispositivo.',
        en: 'PDF and EPUB formats, readable on any device.',
      },
    ],
  },
];
