import 'server-only';

import type { Checkout } from '@/lib/api/schemas/checkout';
import type { Locale } from '@/lib/i18n/locales';

import type { ServiceContext } from '../context';
import { requireOpenCheckout } from './checkout-access';
import { checkoutView } from './checkout-view';

/** The open checkout, priced now (404 for anyone else's, 409 once placed). */
export async function readCheckout(
  ctx: ServiceContext,
  slug: string,
  id: string,
  locale: Locale,
): Promise<Checkout> {
  const { checkout, order } = await requireOpenCheckout(ctx, slug, id, locale);
  return checkoutView(ctx.db, slug, checkout, order);
}
