import 'server-only';

import type { HeaderInput } from '@/lib/api/schemas/headers';
import type { headers } from '@/lib/db/schema';

type HeaderValues = Omit<typeof headers.$inferInsert, 'id' | 'shopId' | 'createdAt' | 'updatedAt'>;

/** A checked header (API field names) as the columns of its row. */
export function headerRowValues(input: HeaderInput): Required<HeaderValues> {
  return {
    title: input.title,
    subtitle: input.subtitle ?? null,
    description: input.description ?? null,
    target: input.target,
    actionType: input.action_type,
    url: input.url ?? null,
    productId: input.product ?? null,
    buttonLabel: input.button_label ?? null,
    bgColor1: input.bg_color1 ?? null,
    bgColor2: input.bg_color2 ?? null,
  };
}

/** A header row as the input fields it was saved from (to apply a partial change to). */
export function headerInputOf(row: typeof headers.$inferSelect): HeaderInput {
  return {
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    target: row.target,
    action_type: row.actionType,
    url: row.url,
    product: row.productId,
    button_label: row.buttonLabel,
    bg_color1: row.bgColor1,
    bg_color2: row.bgColor2,
  };
}
