import 'server-only';

import { asc } from 'drizzle-orm';

import type { Category } from '@/lib/api/schemas/category';
import { categories } from '@/lib/db/schema';

import type { ServiceContext } from '../context';

/** Every category of the platform, by Spanish name: what an item editor chooses from. */
export async function listCategories(ctx: ServiceContext): Promise<Category[]> {
  return ctx.db
    .select({
      id: categories.id,
      slug: categories.slug,
      name_es: categories.nameEs,
      name_en: categories.nameEn,
    })
    .from(categories)
    .orderBy(asc(categories.nameEs), asc(categories.id));
}
