'use client';

import { type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from 'react';

import { type EmblaKit, useLazyEmbla } from '@/components/ui/use-lazy-embla';
import { usePrefersReducedMotion } from '@/components/ui/use-prefers-reduced-motion';
import { useHydrated } from '@/lib/client/use-hydrated';
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

const EMBLA_OPTIONS = { align: 'start', containScroll: 'trimSnaps' } as const;

const BUTTON =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-full border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 disabled:opacity-40 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800';

/**
 * A row of server-rendered cards (the `<li>`s in `children`, sized by `SLIDE_CLASS` of slide-class.ts).
 * The server HTML is a horizontal scroll-snap strip that works without JavaScript. Once hydrated:
 * previous / next buttons (on the line of the heading above the row), autoplay every 4 s that
 * pauses while the pointer or the focus is inside, a pause button (WCAG 2.2.2), and no autoplay
 * with prefers-reduced-motion. embla, which moves the row, is not in the page's first load
 * (`useLazyEmbla`): it comes when the visitor reaches for the row or a button, or just before the
 * first automatic move.
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
  const plugins = useCallback(
    (kit: EmblaKit) => (playing ? [kit.Autoplay(AUTOPLAY_OPTIONS)] : []),
    [playing],
  );
  // embla is fetched when the visitor reaches for the row or just before its first move.
  const { viewportRef, api, wake } = useLazyEmbla({
    options: EMBLA_OPTIONS,
    plugins,
    autoplayMs: playing ? SLIDER_AUTOPLAY_MS : null,
  });
  const hydrated = useHydrated();
  // Before embla: the strip's own scroll says whether there is more to the right.
  const [overflows, setOverflows] = useState(false);

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
    () => api?.canScrollNext() ?? overflows,
    () => false,
  );

  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!viewport) return;
    const measure = () => setOverflows(viewport.scrollWidth > viewport.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport]);
  const setViewportNode = useCallback(
    (node: HTMLDivElement | null) => {
      viewportRef(node);
      setViewport(node);
    },
    [viewportRef],
  );

  const active = api !== undefined;
  return (
    <div className="relative">
      <div
        ref={setViewportNode}
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
      {hydrated && (canPrev || canNext) ? (
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
            onClick={() => (api ? api.scrollNext() : wake((ready) => ready.scrollNext()))}
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
