import 'server-only';

import type { Shop } from '@/lib/api/schemas/shop';
import { visitorApiClient } from '@/lib/server/http/in-process-client';

/** What the settings page learns about the visitor and the shop. */
export type SettingsRead =
  | { kind: 'signed-out' }
  | { kind: 'not-admin' }
  | { kind: 'missing' }
  | { kind: 'read'; shop: Shop };

/**
 * The shop as its admin sees it (the read is not cached: it carries the visitor's session). The
 * shop read names the visitor's level (null for nobody signed in, or an expired session) and
 * their permissions on the shop; editing it is `storefront.edit`, the admin's.
 */
export async function readShopForSettings(slug: string): Promise<SettingsRead> {
  const client = await visitorApiClient();
  if (!client) return { kind: 'signed-out' };
  const res = await client.api.shops[':slug'].$get({
    param: { slug },
    query: {},
  });
  if (res.status !== 200) return { kind: 'missing' };
  const shop = await res.json();
  if (shop.user_info.user_level === null) return { kind: 'signed-out' };
  return shop.permissions.admin ? { kind: 'read', shop } : { kind: 'not-admin' };
}
