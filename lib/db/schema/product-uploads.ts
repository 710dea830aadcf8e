import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import type { UploadRowError, UploadStatus } from '../../domain/items/upload-rows';
import { createdAt } from './columns';
import { suppliers } from './suppliers';
import { users } from './users';

/**
 * One bulk upload of a supplier's items from a CSV file (issue 16), its progress while it runs
 * and its result: how many rows were created, updated and refused, and each refused row's
 * problems by field. Dry runs (previews) leave no row here.
 */
export const productUploads = pgTable(
  'product_uploads',
  {
    id: text('id').primaryKey(),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    status: text('status').$type<UploadStatus>().notNull().default('running'),
    rowsTotal: integer('rows_total').notNull(),
    /** Rows written or refused so far: the progress of a running upload. */
    rowsDone: integer('rows_done').notNull().default(0),
    rowsCreated: integer('rows_created').notNull().default(0),
    rowsUpdated: integer('rows_updated').notNull().default(0),
    rowsFailed: integer('rows_failed').notNull().default(0),
    errors: jsonb('errors').$type<UploadRowError[]>().notNull().default([]),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('product_uploads_supplier_idx').on(t.supplierId, t.createdAt)],
);
