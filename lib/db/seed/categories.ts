import type { categories } from '@/lib/db/schema';

import { SEED_CREATED_AT } from './dates';

export const CATEGORY_SLUGS = [
  'ropa',
  'calzado',
  'cafe',
  'electronica',
  'hogar',
  'belleza',
  'deportes',
  'juguetes',
  'cursos',
  'servicios-profesionales',
  'experiencias',
  'libros-digitales',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

const NAMES: Record<CategorySlug, { es: string; en: string }> = {
  ropa: { es: 'Ropa', en: 'Clothing' },
  calzado: { es: 'Calzado', en: 'Footwear' },
  cafe: { es: 'Café', en: 'Coffee' },
  electronica: { es: 'Electrónica', en: 'Electronics' },
  hogar: { es: 'Hogar y decoración', en: 'Home and decor' },
  belleza: { es: 'Belleza y cuidado personal', en: 'Beauty and personal care' },
  deportes: { es: 'Deportes', en: 'Sports' },
  juguetes: { es: 'Juguetes y juegos', en: 'Toys and games' },
  cursos: { es: 'Cursos y talleres', en: 'Courses and workshops' },
  'servicios-profesionales': { es: 'Servicios profesionales', en: 'Professional services' },
  experiencias: { es: 'Experiencias', en: 'Experiences' },
  'libros-digitales': { es: 'Libros digitales', en: 'E-books' },
};

export function categoryId(slug: CategorySlug): string {
  return `cat_${slug.replaceAll('-', '_')}`;
}

export function buildCategories(): (typeof categories.$inferInsert)[] {
  return CATEGORY_SLUGS.map((slug) => ({
    id: categoryId(slug),
    slug,
    nameEs: NAMES[slug].es,
    nameEn: NAMES[slug].en,
    parentId: null,
    createdAt: SEED_CREATED_AT,
  }));
}
