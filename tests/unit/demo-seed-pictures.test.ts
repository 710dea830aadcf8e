import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ICONS, type IconName } from '@/lib/db/seed/demo-images';
import { allProductPhotos } from '@/lib/db/seed/product-photos';
import { generateProducts } from '@/lib/db/seed/products';
import { COLOURS } from '@/lib/db/seed/word-lists';

// Issue 24: a seeded item's pictures and category agree with its name. The tables below are the
// oracle, written apart from the word lists: which Spanish words each picture depicts, and which
// words belong in each category.

const DEPICTS: Record<IconName, RegExp> = {
  shirt: /^(Playera|Blusa)\b/,
  'button-shirt': /^Camisa\b/,
  hoodie: /^Sudadera\b/,
  jacket: /^Chamarra\b/,
  dress: /^Vestido\b/,
  skirt: /^Falda\b/,
  trousers: /^Pantalón\b/,
  shoe: /^(Tenis|Zapatos|Mocasines)\b/,
  boot: /^(Botas|Botines)\b/,
  sandal: /^(Sandalias|Huaraches)\b/,
  cup: /\b(barism|baristas|latte|catación|Cata de café)/i,
  'coffee-bag': /^(Café (en grano|molido|de olla|descafeinado)|Visita a la tostaduría)/,
  capsules: /^Cápsulas de café /,
  'coffee-plant': /\b(cafetales|cosecha de café)/,
  'espresso-machine': /\b(máquina de espresso|espresso en casa)\b/,
  laptop: /\bcomputadora\b/,
  phone: /\bcelular\b/,
  headphones: /^(Audífonos|Audiolibro)\b/,
  speaker: /^Bocina\b/,
  charger: /^Cargador\b/,
  watch: /^Reloj\b/,
  keyboard: /^Teclado\b/,
  mouse: /^Mouse\b/,
  'power-bank': /^Batería portátil\b/,
  webcam: /^Cámara web\b/,
  camera: /\bfotografía\b/,
  lamp: /^Lámpara\b/,
  plant: /^Maceta\b/,
  candle: /^Vela\b/,
  vase: /^(Florero|Taller de cerámica)\b/,
  cushion: /^Cojín\b/,
  blanket: /^Manta\b/,
  mugs: /^Juego de tazas\b/,
  lipstick: /^Bálsamo labial\b/,
  bottle: /^Loción\b/,
  jar: /^(Crema|Mascarilla|Exfoliante)\b/,
  soap: /^(Jabón|Shampoo sólido)\b/,
  dropper: /^Aceite\b/,
  ball: /^Balón de fútbol\b/,
  basketball: /^Balón de básquetbol\b/,
  dumbbell: /\bmancuernas\b/,
  'yoga-mat': /\byoga\b/,
  flask: /^Botella\b/,
  'jump-rope': /^Cuerda para saltar\b/,
  backpack: /^Mochila\b/,
  blocks: /^Juego de bloques\b/,
  puzzle: /^Rompecabezas\b/,
  doll: /^Muñeca\b/,
  'toy-car': /^Carrito\b/,
  loteria: /^Lotería\b/,
  balero: /^Balero\b/,
  'memory-cards': /^Memorama\b/,
  cap: /$^/,
  tablet: /^Curso en línea\b/,
  briefcase: /$^/,
  chart: /\bcontable\b/,
  'pen-nib': /\blogotipo\b/,
  apple: /\bnutrición\b/,
  document: /^(Traducción|Guía en PDF|Diseño de menú) /,
  scales: /\blegal\b/,
  megaphone: /\bredes sociales\b/,
  storefront: /\babrir tu cafetería\b/,
  'cooking-pot': /\bcocina\b/,
  music: /\b(salsa|Concierto)\b/,
  'embroidery-hoop': /\bbordado\b/,
  hammer: /\bcarpintería\b/,
  ticket: /$^/,
  mountain: /^Caminata\b/,
  'hot-air-balloon': /\bglobo\b/,
  spirits: /\bmezcal\b/,
  taco: /\bgastronómico\b/,
  'night-sky': /\bestrellas\b/,
  landmark: /\bhistórico\b/,
  book: /^(Libro digital|Cuaderno)\b/,
};

const CATEGORY_WORDS: Record<string, RegExp> = {
  cat_ropa: /^(Playera|Blusa|Sudadera|Camisa|Chamarra|Vestido|Falda|Pantalón) /,
  cat_calzado: /^(Tenis|Botas|Botines|Sandalias|Huaraches|Zapatos|Mocasines) /,
  cat_cafe: /^(Café|Cápsulas de café) /,
  cat_electronica: /^(Audífonos|Bocina|Cargador|Reloj|Teclado|Mouse|Batería|Cámara web) /,
  cat_hogar: /^(Lámpara|Vela|Maceta|Florero|Cojín|Manta|Juego de tazas) /,
  cat_belleza: /^(Crema|Jabón|Aceite|Shampoo|Bálsamo|Mascarilla|Exfoliante|Loción) /,
  cat_deportes: /^(Tapete de yoga|Par de mancuernas|Balón|Botella|Cuerda|Mochila) /,
  cat_juguetes: /^(Rompecabezas|Juego de bloques|Muñeca|Carrito|Lotería|Balero|Memorama) /,
  cat_cursos: /^(Clase|Taller|Curso) /,
  cat_servicios_profesionales:
    /^(Asesoría|Diseño|Sesión|Mantenimiento|Consulta|Traducción|Gestión|Capacitación) /,
  cat_experiencias:
    /^(Recorrido|Día de cosecha|Cata|Visita|Paseo|Clase de cocina|Tour|Noche|Caminata|Concierto) /,
  cat_libros_digitales: /^(Libro digital|Guía en PDF|Audiolibro|Cuaderno de ejercicios) /,
};

const PRODUCTS = 4000;
// Every generated row has photos and variants (the insert type leaves them optional).
const products = generateProducts(PRODUCTS).map((row) => ({
  ...row,
  photos: row.photos ?? [],
  variants: row.variants ?? {},
}));
const PHOTO_DIR = path.resolve('public/demo/products');

/** The kind and colour a photo's file name says (kinds and colours may contain hyphens). */
function readPhoto(photo: string) {
  const file = photo.replace(/^\/demo\/products\//, '');
  const icon = [...ICONS]
    .sort((a, b) => b.length - a.length)
    .find((name) => file.startsWith(`${name}-`));
  const rest = icon ? file.slice(icon.length + 1).replace(/-?\d\.svg$/, '') : '';
  return { file, icon, colour: COLOURS.find((c) => c.key === rest), plain: rest === '' };
}

describe('demo product pictures and categories', () => {
  it('show, in every photo of an item, the kind of thing its name says', () => {
    for (const product of products) {
      for (const photo of product.photos) {
        const { icon } = readPhoto(photo);
        expect(icon, `${product.name}: ${photo}`).toBeDefined();
        expect(product.name, photo).toMatch(DEPICTS[icon!]);
      }
    }
  });

  it('show a coloured item in the colour of its name, and its other photos in its variants', () => {
    for (const product of products) {
      const [first, ...others] = product.photos.map(readPhoto);
      const named = COLOURS.filter((c) =>
        c.es.some((form) => new RegExp(` ${form}$`).test(product.name)),
      );
      if (named.length === 0) {
        expect(first?.plain, `${product.name}: ${first?.file}`).toBe(true);
        continue;
      }
      // "azul marino" also ends in "… marino": the longest colour named is the one.
      const colour = named.sort((a, b) => b.es[0].length - a.es[0].length)[0]!;
      expect(first?.colour?.key, `${product.name}: ${first?.file}`).toBe(colour.key);
      const offered = (product.variants.Color ?? []).map((c) => c.toLowerCase());
      for (const other of others)
        if (other.colour !== colour)
          expect(offered, `${product.name}: ${other.file}`).toContain(other.colour?.es[0]);
    }
  });

  it('give each item a category its name belongs to', () => {
    for (const product of products)
      expect(product.name, product.categoryId ?? '').toMatch(
        CATEGORY_WORDS[product.categoryId ?? ''] ?? /$^/,
      );
  });

  it('never repeat a photo within an item, and give some items one, two and three photos', () => {
    for (const product of products)
      expect(new Set(product.photos).size, product.name).toBe(product.photos.length);
    const counts = new Set(products.map((p) => p.photos.length));
    expect([...counts].sort()).toEqual([1, 2, 3]);
  });

  it('point only at drawn files, and every drawn file is one the seed can use', () => {
    const drawn = new Set(fs.readdirSync(PHOTO_DIR));
    const expected = new Set(allProductPhotos().map((photo) => photo.file));
    expect([...drawn].sort()).toEqual([...expected].sort());
    for (const product of products)
      for (const photo of product.photos)
        expect(drawn.has(readPhoto(photo).file), photo).toBe(true);
  });

  it('are the same on every run', () => {
    expect(generateProducts(300)).toEqual(generateProducts(PRODUCTS).slice(0, 300));
  });
});
