import 'server-only';

import { eq } from 'drizzle-orm';

import type { Slide } from '@/lib/api/schemas/shop';
import type { Db } from '@/lib/db/client';
import { banners } from '@/lib/db/schema';

import { ApiError } from '../errors';
import { reshapeSlide, selectSlides } from '../shops/shop-storefront-parts';

/** A banner as the API answers it (with its linked product), after a write. */
export async function readShopBanner(db: Pick<Db, 'select'>, id: string): Promise<Slide> {
  const [row] = await selectSlides(db).where(eq(banners.id, id)).limit(1);
  if (!row) throw new ApiError('banner_not_found');
  return reshapeSlide(row);
}
