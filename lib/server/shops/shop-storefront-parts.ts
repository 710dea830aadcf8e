import 'server-only';

import { asc, eq } from 'drizzle-orm';

import type { Header, Slide } from '@/lib/api/schemas/shop';
import type { Db } from '@/lib/db/client';
import { banners, headers, products } from '@/lib/db/schema';

/** The shop's slides in order, with the linked product's name for links and alt text. */
export async function readSlides(db: Db, shopId: string): Promise<Slide[]> {
  const rows = await db
    .select({
      banner: banners,
      product: { id: products.id, owner: products.ownerId, type: products.type, name: products.name },
    })
    .from(banners)
    .leftJoin(products, eq(products.id, banners.productId))
    .where(eq(banners.shopId, shopId))
    .orderBy(asc(banners.position), asc(banners.id))
    .limit(10);
  return rows.map(({ banner: b, product }) => ({
    id: b.id,
    hzt_image: b.hztImage,
    hzt_image_id: b.hztImageId,
    vrt_image: b.vrtImage,
    vrt_image_id: b.vrtImageId,
    product: product?.id ? product : null,
    supplier: b.supplierId,
    url: b.url,
    url_target: b.urlTarget,
    type: b.type,
    action_type: b.actionType,
    target: b.target,
  }));
}

export async function readHeader(db: Db, headerId: string | null): Promise<Header | null> {
  if (!headerId) return null;
  const [row] = await db
    .select({ header: headers, product: { id: products.id, name: products.name, owner: products.ownerId } })
    .from(headers)
    .leftJoin(products, eq(products.id, headers.productId))
    .where(eq(headers.id, headerId))
    .limit(1);
  if (!row) return null;
  const { header: h, product } = row;
  return {
    id: h.id,
    title: h.title,
    subtitle: h.subtitle,
    description: h.description,
    target: h.target,
    action_type: h.actionType,
    url: h.url,
    product: product?.id ? { id: product.id, product_name: product.name } : null,
    product_supplier: product?.owner ?? null,
    button_label: h.buttonLabel,
    bg_color1: h.bgColor1,
    bg_color2: h.bgColor2,
  };
}
