import { type AnyPgColumn, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';

/** Platform-wide product categories, named in both interface languages. */
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  parentId: text('parent_id').references((): AnyPgColumn => categories.id),
  createdAt: createdAt(),
});
