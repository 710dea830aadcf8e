import type { products, ProductVariants } from '@/lib/db/schema';
import type { Currency, ProductType } from '@/lib/domain/vocabulary';

import { categoryId } from './categories';
import { experienceDate, productCreatedAt } from './dates';
import { productPhotos } from './product-photos';
import { PRODUCT_LINES } from './product-lines';
import { createRandom, type Random } from './random';
import { isDropshippingSupplier, supplierId } from './suppliers';
import { capitalize, fillPattern, pad, slugify } from './text';
import {
  COLOURS,
  GENDER_INDEX,
  TYPE_CLOSINGS,
  type Colour,
  type Noun,
  type ProductLine,
  type Word,
} from './word-lists';

export type ProductRow = typeof products.$inferInsert;

const PRODUCTS_SEED = 20_251_115;

const TYPE_WEIGHTS: readonly (readonly [ProductType, number])[] = [
  ['product', 70],
  ['service', 12],
  ['experience', 9],
  ['digital', 9],
];

const LINES_BY_TYPE = new Map<ProductType, (readonly [ProductLine, number])[]>();
for (const line of PRODUCT_LINES) {
  const list = LINES_BY_TYPE.get(line.type) ?? [];
  list.push([line, line.weight]);
  LINES_BY_TYPE.set(line.type, list);
}

export function productId(n: number): string {
  return `prd_${pad(n, 6)}`;
}

/**
 * `count` products, ids prd_000001…; product n depends only on n, so a small seed is a prefix
 * of a large one and every run gives the same rows.
 */
export function generateProducts(count: number): ProductRow[] {
  const rows: ProductRow[] = [];
  for (let n = 1; n <= count; n++) rows.push(generateProduct(n));
  return rows;
}

function generateProduct(n: number): ProductRow {
  const rng = createRandom((PRODUCTS_SEED ^ Math.imul(n, 0x9e3779b1)) >>> 0);
  const type = rng.weighted(TYPE_WEIGHTS);
  const line = rng.weighted(LINES_BY_TYPE.get(type) ?? []);
  const supplier = rng.pick(line.suppliers);
  const noun = rng.pick(line.nouns);
  const qualifiers = line.qualifiers.map((options) => rng.pick(options));
  const colour = line.colour ? rng.pick(COLOURS) : undefined;
  // The other colours a garment comes in: its Color variant, and photos of it in them.
  const otherColours =
    line.variants === 'clothing'
      ? rng.sample(
          COLOURS.filter((c) => c !== colour),
          rng.int(1, 2),
        )
      : [];

  const name = buildName(line, noun, qualifiers, colour, 'es');
  const nameEn = buildName(line, noun, qualifiers, colour, 'en');
  const isDropshipping = isDropshippingSupplier(supplier);
  const pricing = price(rng, line, type, isDropshipping);
  const stock = stockFor(rng, type);
  const when = type === 'experience' ? experienceWhen(rng) : undefined;
  const blurbs = rng.sample(line.blurbs, 2);

  return {
    id: productId(n),
    ownerId: supplierId(supplier),
    categoryId: categoryId(line.category),
    name,
    nameEn,
    description: describe(name, blurbs, TYPE_CLOSINGS[type], when?.es, 'es'),
    descriptionEn: describe(nameEn, blurbs, TYPE_CLOSINGS[type], when?.en, 'en'),
    type,
    mainType: rng.chance(0.08) ? 'personal' : 'business',
    slug: `${slugify(name)}-${n}`,
    photos: productPhotos(rng, noun, colour, otherColours),
    tags: tags(line, noun, qualifiers, colour),
    ...pricing,
    isDropshipping,
    listState: rng.chance(0.04) ? 'unpublished' : 'published',
    hidden: rng.chance(0.03),
    experienceDate: when?.date ?? null,
    experienceAvailable: type === 'experience' ? stock.available : null,
    variants: variants(rng, line, noun, colour, otherColours),
    ...stock,
    ...returnInfo(rng, line, pricing.listPrice),
    createdAt: productCreatedAt(n),
    updatedAt: productCreatedAt(n),
  };
}

function buildName(
  line: ProductLine,
  noun: Noun,
  qualifiers: Word[],
  colour: Colour | undefined,
  lang: 'es' | 'en',
): string {
  const values: Record<string, string> = { noun: noun[lang] };
  qualifiers.forEach((word, i) => (values[`q${i}`] = word[lang]));
  if (colour)
    values.colour = lang === 'es' ? (colour.es[GENDER_INDEX[noun.g]] ?? colour.es[0]) : colour.en;
  return capitalize(fillPattern(lang === 'es' ? line.es : line.en, values));
}

function describe(
  name: string,
  blurbs: Word[],
  closing: Word,
  when: string | undefined,
  lang: 'es' | 'en',
): string {
  return [`${name}.`, ...blurbs.map((b) => b[lang]), when, closing[lang]].filter(Boolean).join(' ');
}

/** Whole pesos in [min, max] ending in 9 (199, 349…), sometimes with 50 centavos. */
function nicePesos(rng: Random, [min, max]: readonly [number, number]): number {
  const pesos = Math.max(min, Math.round(rng.int(min, max) / 10) * 10 - 1);
  return pesos * 100 + (rng.chance(0.15) ? 50 : 0);
}

function price(rng: Random, line: ProductLine, type: ProductType, isDropshipping: boolean) {
  // A free item leaves no margin to share, so only suppliers that do not drop-ship give any away.
  const isFree = type === 'digital' && !isDropshipping && rng.chance(0.06);
  if (isFree) {
    return {
      listPrice: 0,
      crossoutPrice: null,
      currency: 'MXN' as Currency,
      isFree,
      hidePrice: false,
      contributionMargin: 0,
    };
  }
  let listPrice = nicePesos(rng, line.price);
  const currency = rng.weighted<Currency>([
    ['MXN', 91],
    ['USD', 6],
    ['EUR', 3],
  ]);
  // Same order of magnitude in dollars or euros, priced like 24.99.
  if (currency !== 'MXN')
    listPrice =
      Math.max(5, Math.round(listPrice / 100 / (currency === 'USD' ? 17.5 : 19.5))) * 100 - 1;
  const crossoutPrice = rng.chance(0.25)
    ? Math.max(
        listPrice + 100,
        Math.round((listPrice * (1.15 + rng.next() * 0.45)) / 1000) * 1000 - 100,
      )
    : null;
  const contributionMargin = isDropshipping
    ? Math.max(100, Math.round((listPrice * (0.1 + rng.next() * 0.25)) / 100) * 100)
    : 0;
  const hidePrice = type === 'service' && rng.chance(0.05);
  return { listPrice, crossoutPrice, currency, isFree, hidePrice, contributionMargin };
}

function stockFor(rng: Random, type: ProductType) {
  const base = { maxPurchaseAmount: null as number | null, disabled: false, soldOut: false };
  switch (type) {
    case 'product': {
      const onstock = rng.chance(0.8);
      const soldOut = onstock && rng.chance(0.04);
      return {
        ...base,
        stockType: onstock ? ('onstock' as const) : ('ondemand' as const),
        // Made-to-order items are not counted; a large number keeps any quantity check happy.
        available: soldOut ? 0 : onstock ? rng.int(1, 250) : 999,
        soldOut,
        maxPurchaseAmount: rng.chance(0.1) ? rng.pick([1, 2, 3, 5, 10]) : null,
        disabled: rng.chance(0.01),
      };
    }
    case 'experience': {
      const soldOut = rng.chance(0.05);
      return {
        ...base,
        stockType: 'onstock' as const,
        available: soldOut ? 0 : rng.int(6, 40),
        soldOut,
        maxPurchaseAmount: rng.pick([4, 6, 10]),
      };
    }
    case 'service':
      return {
        ...base,
        stockType: 'ondemand' as const,
        available: 999,
        maxPurchaseAmount: rng.chance(0.2) ? rng.int(1, 3) : null,
      };
    case 'digital':
      return { ...base, stockType: 'ondemand' as const, available: 999, maxPurchaseAmount: 1 };
  }
}

const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * About a third of the experiences already happened (2025); the rest are in 2027. Dates are
 * spelled out by hand (Mexico City time, UTC-6) so the text does not depend on the ICU build.
 */
function experienceWhen(rng: Random) {
  const hour = rng.pick([10, 12, 16, 18]);
  const date = experienceDate(rng.chance(0.3) ? 2025 : 2027, rng.int(0, 364), hour);
  const local = new Date(date.getTime() - 6 * 3_600_000);
  const [day, month, year] = [local.getUTCDate(), local.getUTCMonth(), local.getUTCFullYear()];
  return {
    date,
    es: `Fecha: ${day} de ${MONTHS_ES[month]} de ${year}, ${hour}:00 h.`,
    en: `Date: ${MONTHS_EN[month]} ${day}, ${year}, ${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'p.m.' : 'a.m.'}`,
  };
}

function tagOf(word: string): string {
  return slugify(word.replace(/^(de|en|para|con|a) /i, ''));
}

function tags(
  line: ProductLine,
  noun: Noun,
  qualifiers: Word[],
  colour: Colour | undefined,
): string[] {
  const all = [
    line.category,
    tagOf(noun.es),
    qualifiers[0] ? tagOf(qualifiers[0].es) : '',
    colour ? tagOf(colour.es[0]) : '',
  ];
  return [...new Set(all.filter(Boolean))];
}

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const SHOE_SIZES = ['22', '23', '24', '25', '26', '27', '28', '29'];
const GRINDS = ['Grano entero', 'Fina (espresso)', 'Media (goteo)', 'Gruesa (prensa francesa)'];

function contiguous(rng: Random, values: string[], minLength: number, maxLength: number): string[] {
  const length = rng.int(minLength, maxLength);
  const start = rng.int(0, values.length - length);
  return values.slice(start, start + length);
}

function variants(
  rng: Random,
  line: ProductLine,
  noun: Noun,
  colour: Colour | undefined,
  otherColours: readonly Colour[],
): ProductVariants {
  switch (line.variants) {
    case 'clothing': {
      const colours = [colour, ...otherColours]
        .filter((c): c is Colour => Boolean(c))
        .map((c) => capitalize(c.es[0]));
      return { Talla: contiguous(rng, SIZES, 3, 5), Color: colours };
    }
    case 'shoes':
      return { Talla: contiguous(rng, SHOE_SIZES, 4, 6) };
    case 'coffee':
      return noun.icon === 'coffee-bag' && rng.chance(0.5) ? { Molienda: GRINDS } : {};
    default:
      return {};
  }
}

function returnInfo(rng: Random, line: ProductLine, listPrice: number) {
  const common = {
    returnType: '72hrs' as const,
    returnPolicy: 'common' as const,
    returnPolicyLegend: null as string | null,
    returnFees: 'free' as const,
    returnShippingLabel: 'inbox' as const,
    restockingFees: null as number | null,
  };
  switch (line.returns) {
    case 'none':
      return { ...common, returnType: 'disallowed' as const };
    case 'hygiene':
      return {
        ...common,
        returnType: 'disallowed' as const,
        returnPolicy: 'customized' as const,
        returnPolicyLegend: 'Por higiene, este producto no admite devoluciones una vez abierto.',
      };
    case 'electronics':
      return rng.chance(0.6)
        ? common
        : {
            ...common,
            returnPolicy: 'customized' as const,
            returnPolicyLegend:
              'Devolución en empaque original sellado; se cobra una cuota de reposición del 15 %.',
            returnFees: 'restocking_fees' as const,
            returnShippingLabel: 'download' as const,
            restockingFees: Math.round((listPrice * 0.15) / 100) * 100,
          };
    case 'goods': {
      const roll = rng.next();
      if (roll < 0.65) return common;
      if (roll < 0.8)
        return {
          ...common,
          returnFees: 'customer_all' as const,
          returnShippingLabel: 'download' as const,
        };
      if (roll < 0.9)
        return {
          ...common,
          returnPolicy: 'customized' as const,
          returnPolicyLegend:
            'Aceptamos cambios de talla o color dentro de las 72 horas posteriores a la entrega.',
          returnFees: 'customer_feed' as const,
        };
      return {
        ...common,
        returnFees: 'original_fees' as const,
        returnShippingLabel: 'download' as const,
      };
    }
  }
}
