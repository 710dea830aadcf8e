import { z } from 'zod';

/** A category with how many of the shop's visible items it holds. */
export const ShopCategorySchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name_es: z.string(),
    name_en: z.string(),
    count: z.number().int().min(1),
  })
  .meta({ id: 'ShopCategory' });
export type ShopCategory = z.infer<typeof ShopCategorySchema>;

/** A category of the platform, named in both interface languages. */
export const CategorySchema = ShopCategorySchema.omit({ count: true }).meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

export const CategoryListSchema = z
  .object({ results: z.array(CategorySchema) })
  .meta({ id: 'CategoryList' });
export type CategoryList = z.infer<typeof CategoryListSchema>;

export const ShopCategoriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

export const ShopCategoryListSchema = z
  .object({ results: z.array(ShopCategorySchema) })
  .meta({ id: 'ShopCategoryList' });
