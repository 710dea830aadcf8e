import type { CategorySlug } from './categories';

/**
 * Every kind of thing the demo art draws (scripts/demo-icons.ts), with the background and ink
 * used when the item's name says no colour. The seed points rows at the files and
 * scripts/generate-demo-images.ts draws them into public/demo.
 */
export const ICON_TINTS = {
  // Clothing and footwear
  shirt: ['#dbeafe', '#1d4ed8'],
  'button-shirt': ['#e0f2fe', '#0369a1'],
  hoodie: ['#f1f5f9', '#475569'],
  jacket: ['#e7e5e4', '#57534e'],
  dress: ['#fce7f3', '#be185d'],
  skirt: ['#ede9fe', '#6d28d9'],
  trousers: ['#dbeafe', '#1e3a8a'],
  shoe: ['#e0f2fe', '#0369a1'],
  boot: ['#ffedd5', '#9a3412'],
  sandal: ['#fef3c7', '#92400e'],
  // Coffee
  cup: ['#f5ebe0', '#7c2d12'],
  'coffee-bag': ['#ede0d4', '#6f4e37'],
  capsules: ['#fef3c7', '#78350f'],
  'coffee-plant': ['#dcfce7', '#166534'],
  'espresso-machine': ['#e7e5e4', '#44403c'],
  // Electronics
  laptop: ['#e2e8f0', '#334155'],
  phone: ['#dbeafe', '#1e3a8a'],
  headphones: ['#cffafe', '#0e7490'],
  speaker: ['#e0e7ff', '#3730a3'],
  charger: ['#f1f5f9', '#0f172a'],
  watch: ['#e2e8f0', '#1e293b'],
  keyboard: ['#f1f5f9', '#334155'],
  mouse: ['#e2e8f0', '#475569'],
  'power-bank': ['#dbeafe', '#1d4ed8'],
  webcam: ['#e2e8f0', '#0f172a'],
  camera: ['#e7e5e4', '#292524'],
  // Home
  lamp: ['#fef9c3', '#a16207'],
  plant: ['#dcfce7', '#15803d'],
  candle: ['#fef3c7', '#b45309'],
  vase: ['#ffedd5', '#c2410c'],
  cushion: ['#fce7f3', '#9d174d'],
  blanket: ['#ede9fe', '#5b21b6'],
  mugs: ['#f5ebe0', '#9a3412'],
  // Beauty
  lipstick: ['#ffe4e6', '#be123c'],
  bottle: ['#fae8ff', '#a21caf'],
  jar: ['#fae8ff', '#86198f'],
  soap: ['#e0e7ff', '#4338ca'],
  dropper: ['#fef3c7', '#b45309'],
  // Sports
  ball: ['#dcfce7', '#166534'],
  basketball: ['#ffedd5', '#ea580c'],
  dumbbell: ['#e5e7eb', '#1f2937'],
  'yoga-mat': ['#ede9fe', '#7c3aed'],
  flask: ['#cffafe', '#0e7490'],
  'jump-rope': ['#fee2e2', '#b91c1c'],
  backpack: ['#dbeafe', '#1d4ed8'],
  // Toys
  blocks: ['#fef3c7', '#d97706'],
  puzzle: ['#dbeafe', '#2563eb'],
  doll: ['#fce7f3', '#db2777'],
  'toy-car': ['#fee2e2', '#dc2626'],
  loteria: ['#fef9c3', '#b45309'],
  balero: ['#ffedd5', '#c2410c'],
  'memory-cards': ['#dcfce7', '#15803d'],
  // Courses, services, experiences, e-books
  cap: ['#e0e7ff', '#3730a3'],
  tablet: ['#f3e8ff', '#7e22ce'],
  briefcase: ['#e7e5e4', '#57534e'],
  chart: ['#dbeafe', '#1d4ed8'],
  'pen-nib': ['#fce7f3', '#be185d'],
  apple: ['#dcfce7', '#b91c1c'],
  document: ['#f1f5f9', '#334155'],
  scales: ['#e7e5e4', '#57534e'],
  megaphone: ['#fee2e2', '#dc2626'],
  storefront: ['#ffedd5', '#9a3412'],
  'cooking-pot': ['#ffedd5', '#9a3412'],
  music: ['#fee2e2', '#be123c'],
  'embroidery-hoop': ['#fce7f3', '#a21caf'],
  hammer: ['#fef3c7', '#78350f'],
  ticket: ['#fee2e2', '#dc2626'],
  mountain: ['#e0f2fe', '#0284c7'],
  'hot-air-balloon': ['#e0f2fe', '#dc2626'],
  spirits: ['#fef9c3', '#4d7c0f'],
  taco: ['#fef3c7', '#b45309'],
  'night-sky': ['#e0e7ff', '#312e81'],
  landmark: ['#f5f5f4', '#57534e'],
  book: ['#fef3c7', '#b45309'],
} as const satisfies Record<string, readonly [string, string]>;

export type IconName = keyof typeof ICON_TINTS;

export const ICONS = Object.keys(ICON_TINTS) as IconName[];

/** The picture of a category (catalogue covers and banners that link to it). */
export const CATEGORY_ART: Record<CategorySlug, IconName> = {
  ropa: 'shirt',
  calzado: 'shoe',
  cafe: 'cup',
  electronica: 'laptop',
  hogar: 'lamp',
  belleza: 'lipstick',
  deportes: 'ball',
  juguetes: 'blocks',
  cursos: 'cap',
  'servicios-profesionales': 'briefcase',
  experiencias: 'ticket',
  'libros-digitales': 'book',
};

export const logoPath = (slug: string) => `/demo/logos/${slug}.svg`;
export const wideLogoPath = (slug: string) => `/demo/logos/${slug}-wide.svg`;
export const coverPath = (slug: string) => `/demo/covers/${slug}.svg`;
export const cataloguePhotoPath = (category: CategorySlug) => `/demo/catalogues/${category}.svg`;
export const supplierImagePath = (key: string) => `/demo/suppliers/${key}.svg`;
export const bannerPath = (key: string, orientation: 'h' | 'v', n: number) =>
  `/demo/banners/${key}-${orientation}${n}.svg`;

/** The shared look of the benchmark shops (tienda-0001…). */
export const GENERIC_SHOP_KEY = 'tienda';
