'use client';

import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import type AutoplayPlugin from 'embla-carousel-autoplay';
import type FadePlugin from 'embla-carousel-fade';
import { useCallback, useEffect, useRef, useState } from 'react';

/** embla and the two plugins the storefront uses, fetched together the first time one is needed. */
export interface EmblaKit {
  create: typeof import('embla-carousel').default;
  Autoplay: typeof AutoplayPlugin;
  Fade: typeof FadePlugin;
}

let kit: EmblaKit | null = null;
let kitPromise: Promise<EmblaKit> | null = null;

/** Fetches embla once per page (its chunk is not in the first load). */
export function loadEmblaKit(): Promise<EmblaKit> {
  kitPromise ??= Promise.all([
    import('embla-carousel'),
    import('embla-carousel-autoplay'),
    import('embla-carousel-fade'),
  ]).then(([core, autoplay, fade]) => {
    kit = { create: core.default, Autoplay: autoplay.default, Fade: fade.default };
    return kit;
  });
  return kitPromise;
}

/** How long before a carousel's first automatic move its script is fetched. */
export const EMBLA_LEAD_MS = 1500;

/** What wakes a carousel before its first automatic move: the visitor reaching for it. */
const WAKE_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'wheel', 'scroll'];

export type EmblaAction = (api: EmblaCarouselType) => void;

/**
 * embla without embla in the page's first load (issue 23: storefront pages' scripts). The
 * server's HTML is a scroll-snap strip that works without JavaScript; this hook fetches embla
 * when the visitor reaches for the carousel (pointer, touch, focus, wheel or scroll on the
 * viewport, or a control: `wake`), or `EMBLA_LEAD_MS` before the first automatic move is due
 * (`autoplayMs` after hydration; null: no autoplay, so only the visitor wakes it). That first move
 * keeps its time. A strip the visitor scrolled before embla arrived stays on the slide in view.
 * `plugins` builds the plugins from the kit; keep it and `options` stable (useMemo/useCallback):
 * a change re-initialises the carousel, as `useEmblaCarousel` did.
 */
export function useLazyEmbla({
  options,
  plugins,
  autoplayMs,
}: {
  options: EmblaOptionsType;
  plugins: (kit: EmblaKit) => EmblaPluginType[];
  autoplayMs: number | null;
}): {
  viewportRef: (node: HTMLElement | null) => void;
  api: EmblaCarouselType | undefined;
  /** Fetches embla now; `then` runs on the carousel once it is there (a control's action). */
  wake: (then?: EmblaAction) => void;
} {
  // The node (a ref: embla and the scroll carry-over change it) and whether there is one (state).
  const viewportNode = useRef<HTMLElement | null>(null);
  const [viewport, setViewport] = useState(false);
  const viewportRef = useCallback((node: HTMLElement | null) => {
    viewportNode.current = node;
    setViewport(node !== null);
  }, []);
  // Another carousel (or an earlier page) may have fetched embla already.
  const [loaded, setLoaded] = useState<EmblaKit | null>(() => kit);
  const [api, setApi] = useState<EmblaCarouselType>();
  const apiRef = useRef<EmblaCarouselType | undefined>(undefined);
  const pending = useRef<EmblaAction[]>([]);
  const mountedAt = useRef(0);
  const scrolledBefore = useRef(0);
  const stored = useRef({ options, plugins });

  const wake = useCallback((then?: EmblaAction) => {
    if (then) {
      if (apiRef.current) then(apiRef.current);
      else pending.current.push(then);
    }
    void loadEmblaKit().then(setLoaded);
  }, []);

  // Wake on the visitor's first reach, or shortly before the first automatic move.
  const wakeAfter = autoplayMs === null ? null : Math.max(0, autoplayMs - EMBLA_LEAD_MS);
  useEffect(() => {
    const node = viewportNode.current;
    if (!viewport || !node) return;
    mountedAt.current = performance.now();
    const onReach = () => wake();
    // Fetched since this carousel rendered: take it (a settled promise, so not in this effect).
    if (kit) {
      onReach();
      return;
    }
    for (const name of WAKE_EVENTS) node.addEventListener(name, onReach, { passive: true });
    const timer = wakeAfter === null ? undefined : window.setTimeout(onReach, wakeAfter);
    return () => {
      for (const name of WAKE_EVENTS) node.removeEventListener(name, onReach);
      window.clearTimeout(timer);
    };
  }, [viewport, wakeAfter, wake]);

  useEffect(() => {
    const node = viewportNode.current;
    if (!viewport || !node || !loaded) return;
    // Where the visitor scrolled the strip to before embla: embla moves the row itself.
    scrolledBefore.current = node.scrollLeft;
    node.scrollLeft = 0;
    const created = loaded.create(node, stored.current.options, stored.current.plugins(loaded));
    setApi(created);
    return () => {
      setApi(undefined);
      created.destroy();
    };
  }, [viewport, loaded]);

  // Once the island has rendered with the carousel and subscribed to its events (its effects run
  // after this one, so in a microtask): the slide the visitor scrolled to, then the presses made
  // while embla was on its way.
  useEffect(() => {
    if (!api) return;
    let live = true;
    queueMicrotask(() => {
      if (!live) return;
      const scrolled = scrolledBefore.current;
      if (scrolled > 0) {
        const slides = api.slideNodes();
        const start = slides[0]?.offsetLeft ?? 0;
        const slide = slides.findIndex((node) => node.offsetLeft - start >= scrolled - 2);
        const snap = api
          .internalEngine()
          .slideRegistry.findIndex((group) =>
            group.includes(slide < 0 ? slides.length - 1 : slide),
          );
        if (snap > 0) api.scrollTo(snap, true);
      }
      apiRef.current = api;
      for (const action of pending.current.splice(0)) action(api);
    });
    return () => {
      live = false;
      apiRef.current = undefined;
    };
  }, [api]);

  // New options or plugins re-initialise the carousel.
  useEffect(() => {
    if (stored.current.options === options && stored.current.plugins === plugins) return;
    stored.current = { options, plugins };
    if (api && loaded) api.reInit(options, plugins(loaded));
  }, [api, loaded, options, plugins]);

  // The first automatic move keeps its time (hydration + autoplayMs), however late embla came.
  useEffect(() => {
    if (!api || autoplayMs === null) return;
    const due = mountedAt.current + autoplayMs - performance.now();
    if (due <= 0) return;
    const timer = window.setTimeout(() => {
      const autoplay = api.plugins().autoplay;
      if (!autoplay?.isPlaying()) return;
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
      autoplay.reset();
    }, due);
    return () => window.clearTimeout(timer);
  }, [api, autoplayMs]);

  return { viewportRef, api, wake };
}
