import { browserApiClient } from '@/lib/api/client';
import type { Shop } from '@/lib/api/schemas/shop';
import type { ShopSettingsUpdateInput } from '@/lib/api/schemas/shop-settings';
import { type AuthResult, authResult } from '@/lib/client/requests/auth-result';

/** `PATCH /api/shops/{slug}` (spec 01 §7 "Update shop"): only the fields sent change. */
export function saveShopSettings(
  shopSlug: string,
  json: ShopSettingsUpdateInput,
): Promise<AuthResult<Shop>> {
  return authResult<Shop>(
    browserApiClient().api.shops[':slug'].$patch({ param: { slug: shopSlug }, json }),
  );
}
