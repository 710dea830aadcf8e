'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { PencilIcon, TrashIcon } from '@/components/ui/line-icons';
import type { Slide } from '@/lib/api/schemas/shop';

/** What a banner links to, in words. */
function linkSummary(banner: Slide, t: ReturnType<typeof useTranslations<'bannerEditor'>>): string {
  switch (banner.action_type) {
    case 'product':
      return `${t('linkProduct')}: ${banner.product?.name ?? ''}`;
    case 'url':
      return `${t('linkUrl')}: ${banner.url ?? ''}`;
    case 'signup':
      return t('linkSignup');
    case 'none':
      return t('linkNone');
  }
}

function Thumbnail({ src, alt, wide }: { src: string | null; alt: string; wide: boolean }) {
  if (!src)
    return (
      <span
        className={`block shrink-0 rounded bg-gray-100 dark:bg-gray-800 ${wide ? 'h-12 w-36' : 'h-12 w-24'}`}
      />
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an uploaded image of any type (SVG included)
    <img
      src={src}
      alt={alt}
      width={wide ? 144 : 96}
      height={48}
      loading="lazy"
      className={`h-12 shrink-0 rounded bg-gray-100 object-cover dark:bg-gray-800 ${wide ? 'w-36' : 'w-24'}`}
    />
  );
}

/**
 * The banners of the list view (spec 01 §2): each one's horizontal (desktop) and vertical (mobile)
 * image, its link and audience, with edit and delete. Delete asks once more in the row, since the
 * banner's images go with it.
 */
export function BannerList({
  banners,
  onEdit,
  onDelete,
}: {
  banners: readonly Slide[];
  onEdit: (banner: Slide, index: number) => void;
  onDelete: (banner: Slide) => Promise<void>;
}) {
  const t = useTranslations('bannerEditor');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  return (
    <ol className="divide-y divide-gray-200 rounded-lg ring-1 ring-gray-200 dark:divide-gray-700 dark:ring-gray-700">
      {banners.map((banner, i) => {
        const index = i + 1;
        const asking = confirming === banner.id;
        return (
          <li
            key={banner.id}
            data-banner-row={banner.id}
            className="flex flex-col gap-3 p-3 sm:flex-row sm:flex-wrap sm:items-center"
          >
            <div className="flex shrink-0 gap-2">
              <Thumbnail src={banner.hzt_image} alt={t('desktopAlt', { index })} wide />
              <Thumbnail src={banner.vrt_image} alt={t('mobileAlt', { index })} wide={false} />
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">{t('bannerName', { index })}</p>
              <p className="truncate text-gray-700 dark:text-gray-300">{linkSummary(banner, t)}</p>
              <p className="text-gray-700 dark:text-gray-300">
                {t('audienceOf', { audience: t(`audiences.${banner.target}`) })}
              </p>
            </div>
            {asking ? (
              <div
                role="group"
                aria-labelledby={`${banner.id}-confirm`}
                className="flex basis-full flex-wrap items-center gap-2 rounded-lg bg-red-50 p-2 dark:bg-red-950"
              >
                <p id={`${banner.id}-confirm`} className="mr-auto text-sm">
                  {t('confirmDelete', { index })}
                </p>
                <Button
                  variant="tool-danger"
                  size="sm"
                  ref={confirmButton}
                  disabled={deleting === banner.id}
                  onClick={async () => {
                    setDeleting(banner.id);
                    await onDelete(banner);
                    setDeleting(null);
                    setConfirming(null);
                  }}
                >
                  {t('deleteConfirm')}
                </Button>
                <Button variant="tool-current" size="sm" onClick={() => setConfirming(null)}>
                  {t('cancel')}
                </Button>
              </div>
            ) : (
              <div className="flex shrink-0 items-center gap-1">
                <Button
                  variant="tool-edit"
                  size="sm"
                  onClick={() => onEdit(banner, index)}
                  aria-label={t('edit', { index })}
                >
                  <PencilIcon width={18} height={18} />
                </Button>
                <Button
                  variant="tool-delete"
                  size="sm"
                  onClick={() => setConfirming(banner.id)}
                  aria-label={t('delete', { index })}
                >
                  <TrashIcon width={18} height={18} />
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
