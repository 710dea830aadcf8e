import { useLocale } from 'next-intl';

import type { Shop } from '@/lib/api/schemas/shop';
import { uploadMaxMb } from '@/lib/env';

import { BannerEditorEntry } from './banner-editor-entry';

/**
 * Where the banner editor's button sits, right after the shop's carousel: an empty bar in the
 * cached, anonymous HTML (hidden while empty) that the island fills for the shop's admins. Theme04
 * names it 'Editar fondo' as the spec does; the other themes 'Editar banners'. A proxy shop is
 * read-only. The island loads its words itself: the page carries only the locale.
 */
export function BannerEditorSlot({
  shop,
}: {
  shop: Pick<Shop, 'slug' | 'theme' | 'is_proxy' | 'store_theme_info'>;
}) {
  const locale = useLocale();
  if (shop.is_proxy) return null;
  return (
    <div className="mx-auto flex w-full max-w-6xl justify-end px-4 pt-2 empty:hidden">
      <BannerEditorEntry
        shopSlug={shop.slug}
        locale={locale}
        background={shop.theme === 'theme04'}
        columns={shop.store_theme_info.columns}
        maxMb={uploadMaxMb()}
      />
    </div>
  );
}
