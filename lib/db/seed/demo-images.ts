import type { CategorySlug } from './categories';

/**
 * The placeholder images in public/demo, shared by the seed (which points rows at them) and by
 * scripts/generate-demo-images.ts (which draws them).
 */
export const ICONS = [
  'shirt',
  'dress',
  'shoe',
  'cup',
  'coffee-bag',
  'laptop',
  'phone',
  'headphones',
  'lamp',
  'plant',
  'lipstick',
  'bottle',
  'ball',
  'dumbbell',
  'blocks',
  'cap',
  'tablet',
  'briefcase',
  'chart',
  'ticket',
  'mountain',
  'book',
] as const;

export type IconName = (typeof ICONS)[number];

export interface ProductImage {
  file: string;
  category: CategorySlug;
  icon: IconName;
  /** Background tint and icon colour. */
  bg: string;
  fg: string;
}

type Variant = readonly [IconName, string, string];

const VARIANTS: Record<CategorySlug, readonly Variant[]> = {
  ropa: [
    ['shirt', '#dbeafe', '#1d4ed8'],
    ['shirt', '#fee2e2', '#b91c1c'],
    ['dress', '#fce7f3', '#be185d'],
    ['dress', '#ede9fe', '#6d28d9'],
  ],
  calzado: [
    ['shoe', '#e0f2fe', '#0369a1'],
    ['shoe', '#f5f5f4', '#44403c'],
    ['shoe', '#ffedd5', '#c2410c'],
  ],
  cafe: [
    ['cup', '#f5ebe0', '#7c2d12'],
    ['cup', '#fef3c7', '#92400e'],
    ['coffee-bag', '#ede0d4', '#6f4e37'],
    ['coffee-bag', '#fde68a', '#78350f'],
  ],
  electronica: [
    ['laptop', '#e2e8f0', '#334155'],
    ['phone', '#dbeafe', '#1e3a8a'],
    ['headphones', '#cffafe', '#0e7490'],
    ['laptop', '#f1f5f9', '#0f172a'],
  ],
  hogar: [
    ['lamp', '#fef9c3', '#a16207'],
    ['plant', '#dcfce7', '#15803d'],
    ['plant', '#ecfccb', '#4d7c0f'],
  ],
  belleza: [
    ['lipstick', '#ffe4e6', '#be123c'],
    ['bottle', '#fae8ff', '#a21caf'],
    ['bottle', '#e0e7ff', '#4338ca'],
  ],
  deportes: [
    ['ball', '#dcfce7', '#166534'],
    ['dumbbell', '#e5e7eb', '#1f2937'],
    ['ball', '#ffedd5', '#ea580c'],
  ],
  juguetes: [
    ['blocks', '#fef3c7', '#d97706'],
    ['blocks', '#dbeafe', '#2563eb'],
    ['blocks', '#fce7f3', '#db2777'],
  ],
  cursos: [
    ['cap', '#e0e7ff', '#3730a3'],
    ['cap', '#ccfbf1', '#0f766e'],
    ['tablet', '#f3e8ff', '#7e22ce'],
  ],
  'servicios-profesionales': [
    ['briefcase', '#e7e5e4', '#57534e'],
    ['chart', '#dbeafe', '#1d4ed8'],
    ['briefcase', '#d1fae5', '#047857'],
  ],
  experiencias: [
    ['ticket', '#fee2e2', '#dc2626'],
    ['ticket', '#fef9c3', '#ca8a04'],
    ['mountain', '#e0f2fe', '#0284c7'],
    ['mountain', '#dcfce7', '#16a34a'],
  ],
  'libros-digitales': [
    ['book', '#fef3c7', '#b45309'],
    ['book', '#e0e7ff', '#4f46e5'],
    ['book', '#fce7f3', '#be185d'],
  ],
};

export const PRODUCT_IMAGES: readonly ProductImage[] = Object.entries(VARIANTS).flatMap(
  ([category, variants]) =>
    variants.map(([icon, bg, fg], i) => ({
      file: `${category}-${i + 1}.svg`,
      category: category as CategorySlug,
      icon,
      bg,
      fg,
    })),
);

export function productImagePath(image: ProductImage): string {
  return `/demo/products/${image.file}`;
}

/** Images of a category, those with the wanted icon first. */
export function categoryImages(category: CategorySlug, icon?: IconName): ProductImage[] {
  const all = PRODUCT_IMAGES.filter((image) => image.category === category);
  if (!icon) return all;
  const preferred = all.filter((image) => image.icon === icon);
  return preferred.length > 0 ? [...preferred, ...all.filter((image) => image.icon !== icon)] : all;
}

export const logoPath = (slug: string) => `/demo/logos/${slug}.svg`;
export const wideLogoPath = (slug: string) => `/demo/logos/${slug}-wide.svg`;
export const coverPath = (slug: string) => `/demo/covers/${slug}.svg`;
export const cataloguePhotoPath = (category: CategorySlug) => `/demo/catalogues/${category}.svg`;
export const supplierImagePath = (key: string) => `/demo/suppliers/${key}.svg`;
export const bannerPath = (key: string, orientation: 'h' | 'v', n: number) =>
  `/demo/banners/${key}-${orientation}${n}.svg`;

/** The shared look of the benchmark shops (tienda-0001…). */
export const GENERIC_SHOP_KEY = 'tienda';
