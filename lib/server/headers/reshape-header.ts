import 'server-only';

import type { Header } from '@/lib/api/schemas/shop';
import { headers, products } from '@/lib/db/schema';

/** What a header read selects: the record and the product it links (left-joined). */
export const headerColumns = {
  header: headers,
  product: { id: products.id, name: products.name, owner: products.ownerId },
};

type HeaderRow = typeof headers.$inferSelect;

/** A header row and its product as the API's Header (spec 01 §3 header_info). */
export function reshapeHeader(
  h: HeaderRow,
  product: { id: string | null; name: string | null; owner: string | null } | null,
): Header {
  return {
    id: h.id,
    title: h.title,
    subtitle: h.subtitle,
    description: h.description,
    target: h.target,
    action_type: h.actionType,
    url: h.url,
    product: product?.id ? { id: product.id, product_name: product.name ?? '' } : null,
    product_supplier: product?.owner ?? null,
    button_label: h.buttonLabel,
    bg_color1: h.bgColor1,
    bg_color2: h.bgColor2,
  };
}
