import 'server-only';

import { asc, eq } from 'drizzle-orm';

import type { Header, Slide } from '@/lib/api/schemas/shop';
import type { Db } from '@/lib/db/client';
import { banners, headers, products } from '@/lib/db/schema';
import { BANNER_MAX } from '@/lib/domain/shop/banner-rules';

import { headerColumns, reshapeHeader } from '../headers/reshape-header';

type SlideRow = {
  banner: typeof banners.$inferSelect;
  product: { id: string; owner: string; type: string; name: string } | null;
};

/** Banner rows with the linked product's id, owner, type and name (for links and alt text). */
export function selectSlides(db: Pick<Db, 'select'>) {
  return db
    .select({
      banner: banners,
      product: {
        id: products.id,
        owner: products.ownerId,
        type: products.type,
        name: products.name,
      },
    })
    .from(banners)
    .leftJoin(products, eq(products.id, banners.productId))
    .$dynamic();
}

/** A banner row as the API's Slide. */
export function reshapeSlide({ banner: b, product }: SlideRow): Slide {
  return {
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
  };
}

/** The shop's slides in order, with the linked product's name for links and alt text. */
export async function readSlides(db: Db, shopId: string): Promise<Slide[]> {
  const rows = await selectSlides(db)
    .where(eq(banners.shopId, shopId))
    .orderBy(asc(banners.position), asc(banners.id))
    .limit(BANNER_MAX);
  return rows.map(reshapeSlide);
}

export async function readHeader(db: Db, headerId: string | null): Promise<Header | null> {
  if (!headerId) return null;
  const [row] = await db
    .select(headerColumns)
    .from(headers)
    .leftJoin(products, eq(products.id, headers.productId))
    .where(eq(headers.id, headerId))
    .limit(1);
  return row ? reshapeHeader(row.header, row.product) : null;
}
