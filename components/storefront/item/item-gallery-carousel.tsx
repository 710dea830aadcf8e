'use client';

import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useState,
  useSyncExternalStore,
} from 'react';

import { useLazyEmbla } from '@/components/ui/use-lazy-embla';
import { useHydrated } from '@/lib/client/use-hydrated';

export interface GalleryLabels {
  region: string;
  roleDescription: string;
  slideRoleDescription: string;
  /** "Foto 1 de 3", one per slide. */
  slides: string[];
  previous: string;
  next: string;
  thumbnails: string;
}

const slideId = (index: number) => `item-photo-${index + 1}`;

const EMBLA_OPTIONS = { align: 'start' } as const;
const NO_PLUGINS = () => [];

/**
 * The item photos as a carousel (embla). Before hydration (or without JavaScript) the viewport is
 * a native scroll-snap strip and the thumbnails are links to each photo's anchor. Once hydrated,
 * previous/next buttons appear; embla, which is not in the page's first load (`useLazyEmbla`),
 * comes when the visitor reaches for the photos, a button, a thumbnail or the arrow keys, and
 * then takes over the strip and the thumbnails scroll it.
 */
export function ItemGalleryCarousel({
  slides,
  thumbs,
  labels,
}: {
  slides: ReactNode[];
  thumbs: ReactNode[];
  labels: GalleryLabels;
}) {
  const { viewportRef, api, wake } = useLazyEmbla({
    options: EMBLA_OPTIONS,
    plugins: NO_PLUGINS,
    autoplayMs: null,
  });
  const hydrated = useHydrated();
  const subscribe = useCallback(
    (onChange: () => void) => {
      api?.on('select', onChange).on('reInit', onChange);
      return () => void api?.off('select', onChange).off('reInit', onChange);
    },
    [api],
  );
  const selected = useSyncExternalStore(
    subscribe,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  // Only after the visitor moves: announcing the first photo on load would be noise.
  const [moved, setMoved] = useState(false);
  const several = slides.length > 1;

  const go = (index: number) => {
    if (api) api.scrollTo(index);
    else wake((ready) => ready.scrollTo(index));
    setMoved(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!hydrated || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? selected - 1 : selected + 1);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <div
          ref={viewportRef}
          role="region"
          aria-label={labels.region}
          aria-roledescription={labels.roleDescription}
          tabIndex={0}
          onKeyDown={onKeyDown}
          className={`focus-visible:outline-shop-1 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 ${
            api ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto'
          }`}
        >
          <div className="flex touch-pan-y">
            {slides.map((slide, i) => (
              <div
                key={i}
                id={slideId(i)}
                role="group"
                aria-roledescription={labels.slideRoleDescription}
                aria-label={labels.slides[i]}
                className="min-w-0 shrink-0 grow-0 basis-full snap-start"
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
        {hydrated && several ? (
          <>
            <GalleryButton
              label={labels.previous}
              side="left"
              disabled={selected === 0}
              onClick={() => go(selected - 1)}
            />
            <GalleryButton
              label={labels.next}
              side="right"
              disabled={selected === slides.length - 1}
              onClick={() => go(selected + 1)}
            />
          </>
        ) : null}
      </div>
      {several ? (
        <ol aria-label={labels.thumbnails} className="flex gap-2 overflow-x-auto p-1">
          {thumbs.map((thumb, i) => (
            <li key={i} className="w-16 shrink-0">
              <a
                href={`#${slideId(i)}`}
                aria-label={labels.slides[i]}
                aria-current={hydrated && selected === i ? 'true' : undefined}
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  go(i);
                }}
                className="gallery-thumb"
              >
                {thumb}
              </a>
            </li>
          ))}
        </ol>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {moved ? labels.slides[selected] : ''}
      </p>
    </div>
  );
}

function GalleryButton({
  label,
  side,
  disabled,
  onClick,
}: {
  label: string;
  side: 'left' | 'right';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={`gallery-arrow ${side === 'left' ? 'left-2' : 'right-2'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          d={side === 'left' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
