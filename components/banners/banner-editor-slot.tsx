import { useLocale, useMessages } from 'next-intl';

import type { Shop } from '@/lib/api/schemas/shop';
import { uploadMaxMb } from '@/lib/server/gallery/upload-settings';

import { BannerEditorEntry } from './banner-editor-entry';

/**
 * Where the banner editor's button sits, right after the shop's carousel: an empty bar in the
 * cached, anonymous HTML (hidden while empty) that the island fills for the shop's admins. Theme04
 * names it 'Editar fondo' as the spec does; the other themes 'Editar banners'. A proxy shop is
 * read-only.
 */
export function BannerEditorSlot({ shop }: { shop: Pick<Shop, 'slug' | 'theme' | 'is_proxy' | 'store_theme_info'> }) {
  const locale = useLocale();
  const labels = useMessages().bannerEditor;
  if (shop.is_proxy) return null;
  return (
    <div className="mx-auto flex w-full max-w-6xl justify-end px-4 pt-2 empty:hidden">
      <BannerEditorEntry
        shopSlug={shop.slug}
        locale={locale}
        labels={labels}
        triggerLabel={shop.theme === 'theme04' ? labels.entryBackground : labels.entry}
        columns={shop.store_theme_info.columns}
        maxMb={uploadMaxMb()}
      />
    </div>
  );
}
