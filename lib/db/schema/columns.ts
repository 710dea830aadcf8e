import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

/** Money: integer minor units (centavos, cents). Never floats. */
export const money = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
