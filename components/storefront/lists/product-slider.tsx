'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';

import { usePrefersReducedMotion } from '@/components/ui/use-prefers-reduced-motion';
import { SLIDER_AUTOPLAY_MS } from '@/lib/domain/catalogue/product-slider';

export interface ProductSliderLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
}

const AUTOPLAY_OPTIONS = {
  delay: SLIDER_AUTOPLAY_MS,
  stopOnMouseEnter: true,
  stopOnFocusIn: true,
  stopOnInteraction: false,
} as const;

const BUTTON =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-full border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 disabled:opacity-40 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800';

/**
 * A row of server-rendered cards (the `<li>`s in `children`, sized by `SLIDE_CLASS` of slide-class.ts).
 * The server HTML is a horizontal scroll-snap strip that works without JavaScript; once hydrated,
 * embla takes over: previous / next buttons (on the line of the heading above the row), autoplay
 * every 4 s that pauses while the pointer or the focus is inside, a pause button (WCAG 2.2.2),
 * and no autoplay with prefers-reduced-motion.
 */
export function ProductSlider({
  labelledBy,
  labels,
  children,
}: {
  labelledBy: string;
  labels: ProductSliderLabels;
  children: ReactNode;
}) {
  const reducedMotion = usePrefersReducedMotion();
  // The visitor's own choice (the pause button) wins over the motion preference.
  const [chosen, setChosen] = useState<'playing' | 'paused' | null>(null);
  const playing = chosen === null ? !reducedMotion : chosen === 'playing';
  const plugins = useMemo(() => (playing ? [Autoplay(AUTOPLAY_OPTIONS)] : []), [playing]);
  const [viewportRef, api] = useEmblaCarousel(
    { align: 'start', containScroll: 'trimSnaps' },
    plugins,
  );

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  const canPrev = useSyncExternalStore(
    subscribe,
    () => api?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => api?.canScrollNext() ?? false,
    () => false,
  );

  useEffect(() => {
    // A visitor may have scrolled the strip before the script arrived; embla moves the row itself.
    if (api) api.rootNode().scrollLeft = 0;
  }, [api]);

  const active = api !== undefined;
  return (
    <div className="relative">
      <div
        ref={viewportRef}
        className={
          active
            ? 'overflow-hidden'
            : 'snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto [&::-webkit-scrollbar]:hidden'
        }
      >
        <ul aria-labelledby={labelledBy} className="-ml-4 flex touch-pan-y">
          {children}
        </ul>
      </div>
      {active && (canPrev || canNext) ? (
        // On the section heading's line, above the cards: out of the screen's bottom corners, which
        // the floating chat and campaign buttons hold, whenever the row is in view; and laid over
        // the page rather than added to it, so nothing moves when they appear.
        <div data-row-controls className="absolute right-0 bottom-full mb-2.5 flex gap-2">
          <button
            type="button"
            className={BUTTON}
            onClick={() => setChosen(playing ? 'paused' : 'playing')}
          >
            {playing ? labels.pause : labels.play}
          </button>
          <button
            type="button"
            className={BUTTON}
            onClick={() => api?.scrollPrev()}
            disabled={!canPrev}
            aria-label={labels.previous}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={BUTTON}
            onClick={() => api?.scrollNext()}
            disabled={!canNext}
            aria-label={labels.next}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
