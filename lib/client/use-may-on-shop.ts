'use client';

import { rolesAllow, type ShopAction } from '@/lib/domain/shop/shop-policy';

import { useMe } from './use-me';

/**
 * Whether the page's visitor may take the action on the shop (spec 01 §6: the editing
 * affordances are for the shop's admins), from the page-wide visitor request; false until it
 * answers and for anonymous visitors. The UI only hides: the API decides.
 */
export function useMayOnShop(shopSlug: string, action: ShopAction): boolean {
  const me = useMe();
  if (me.status !== 'user') return false;
  const roles = me.me.shops.filter((shop) => shop.slug === shopSlug).map((shop) => shop.role);
  return rolesAllow(roles, action);
}
