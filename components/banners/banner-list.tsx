'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import type { Slide } from '@/lib/api/schemas/shop';

const SMALL_BUTTON =
  'inline-flex h-8 items-center rounded-full px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-shop-1 disabled:opacity-50';

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
                <button
                  type="button"
                  ref={confirmButton}
                  disabled={deleting === banner.id}
                  onClick={async () => {
                    setDeleting(banner.id);
                    await onDelete(banner);
                    setDeleting(null);
                    setConfirming(null);
                  }}
                  className={`${SMALL_BUTTON} bg-red-700 text-white hover:bg-red-800`}
                >
                  {t('deleteConfirm')}
                </button>
                <button
                  type="button"
                  onClick={() => setConfirming(null)}
                  className={`${SMALL_BUTTON} ring-1 ring-current`}
                >
                  {t('cancel')}
                </button>
              </div>
            ) : (
              <div className="flex shrink-0 items-center gap-1">
                <button
                  type="button"
                  onClick={() => onEdit(banner, index)}
                  aria-label={t('edit', { index })}
                  className={`${SMALL_BUTTON} text-blue-800 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-gray-800`}
                >
                  <svg
                    viewBox="0 0 24 24"
                    width="18"
                    height="18"
                    aria-hidden="true"
                    focusable="false"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />
                  </svg>
                </button>
                <button
                  type="button"
                  onClick={() => setConfirming(banner.id)}
                  aria-label={t('delete', { index })}
                  className={`${SMALL_BUTTON} text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-gray-800`}
                >
                  <svg
                    viewBox="0 0 24 24"
                    width="18"
                    height="18"
                    aria-hidden="true"
                    focusable="false"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  >
                    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12h10l1-12M9 7V4h6v3" />
                  </svg>
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
