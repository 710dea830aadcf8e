import { useLocale } from 'next-intl';

import type { Shop } from '@/lib/api/schemas/shop';

import { HeaderEditorEntry } from './header-editor-entry';

/**
 * Where the storefront's header block is (theme 05 and basic), the place of the admins' 'Edit
 * header' button: an empty bar in the cached, anonymous HTML (hidden while empty) that the island
 * fills for the shop's admins, loading its words itself. Proxy shops are not edited here.
 */
export function HeaderEditorSlot({
  shop,
}: {
  shop: Pick<Shop, 'slug' | 'is_proxy' | 'store_theme_info'>;
}) {
  const locale = useLocale();
  if (shop.is_proxy) return null;
  return (
    <div className="mx-auto flex w-full max-w-6xl justify-end px-4 pt-4 empty:hidden">
      <HeaderEditorEntry
        shopSlug={shop.slug}
        locale={locale}
        shopColours={[shop.store_theme_info.color1, shop.store_theme_info.color2]}
      />
    </div>
  );
}
