'use client';

import type { EmblaCarouselType } from 'embla-carousel';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import type { Audience, ThemeName } from '@/lib/domain/vocabulary';
import { carouselBehaviour, emblaDuration } from '@/lib/domain/shop/carousel-behaviour';

import { type EmblaKit, useLazyEmbla } from '@/components/ui/use-lazy-embla';
import { useHydrated } from '@/lib/client/use-hydrated';
import { usePrefersReducedMotion } from '@/components/ui/use-prefers-reduced-motion';

export interface CarouselSlide {
  key: string;
  target: Audience;
  /** The slide, rendered on the server (picture and link). */
  content: ReactNode;
}

export interface SlideCarouselLabels {
  carousel: string;
  /** "{index} de {count}" */
  slideOf: string;
  previous: string;
  next: string;
  /** "Ir a la diapositiva {index}" */
  goTo: string;
  pause: string;
  play: string;
}

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

const CONTROL =
  'inline-flex items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * Theme 03's tall header slider carries its controls over the image; the other themes' banners
 * are too short for that on phones, so theirs sit in a row under the banner.
 */
const OVERLAY_LOOK = {
  arrow: 'size-10 bg-black/55 text-white hover:bg-black/75 focus-visible:outline-white',
  bar: 'absolute bottom-2 left-1/2 flex -translate-x-1/2 items-center gap-1 rounded-full bg-black/55 px-1.5 py-1',
  small: 'text-white hover:bg-white/20 focus-visible:outline-white',
  dotOn: 'bg-white',
  dotOff: 'border border-white',
};
const BELOW_LOOK = {
  arrow:
    'size-9 text-gray-800 hover:bg-gray-100 focus-visible:outline-shop-1 dark:text-gray-100 dark:hover:bg-gray-800',
  bar: 'mt-1 flex items-center justify-center gap-1',
  small:
    'text-gray-800 hover:bg-gray-100 focus-visible:outline-shop-1 dark:text-gray-100 dark:hover:bg-gray-800',
  dotOn: 'bg-gray-800 dark:bg-gray-100',
  dotOff: 'border border-gray-600 dark:border-gray-300',
};

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l11-6.5z" />}
    </svg>
  );
}

/**
 * The slide carousel island (spec 01 §4 "Carousel"): embla with the theme's autoplay and moves
 * (carouselBehaviour), paused on hover, while focus is inside and by its pause button; no autoplay
 * with reduced motion until the visitor presses play. Prev, next and the dots are ignored while a
 * move runs. Slides come rendered from the server; before the script runs the first one shows
 * and the rest are reachable by scrolling. embla is not in the page's first load (`useLazyEmbla`):
 * it comes when the visitor reaches for the carousel or a control, or just before the first
 * automatic move; the controls show from hydration on. It shows the slides it gets: choosing them by audience
 * is `TargetedSlides`' job.
 */
export function SlideCarousel({
  theme,
  slides,
  labels,
  className,
}: {
  theme: ThemeName;
  slides: readonly CarouselSlide[];
  labels: SlideCarouselLabels;
  className?: string;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const behaviour = carouselBehaviour(theme, { reducedMotion });
  const baseDelay = carouselBehaviour(theme).autoplayMs ?? 5000;

  const options = useMemo(
    () => ({ loop: behaviour.loop, duration: emblaDuration(behaviour.transitionMs) }),
    [behaviour.loop, behaviour.transitionMs],
  );
  const plugins = useCallback(
    (kit: EmblaKit) => [
      // Playing and pausing are driven below; the plugin only keeps the timer.
      kit.Autoplay({
        delay: baseDelay,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
      ...(behaviour.fade ? [kit.Fade()] : []),
    ],
    [baseDelay, behaviour.fade],
  );

  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = choice ? choice === 'play' : behaviour.autoplayMs !== null;
  // embla is fetched when the visitor reaches for the carousel or just before its first move.
  const {
    viewportRef,
    api: emblaApi,
    wake,
  } = useLazyEmbla({ options, plugins, autoplayMs: playing ? baseDelay : null });
  // The controls work from hydration on: a press before embla is there waits for it.
  const hydrated = useHydrated();

  const [selected, setSelected] = useState(0);
  const busy = useRef(false);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const shouldRun = playing && !(behaviour.pauseOnHover && hovered) && !focusInside;

  // Start or stop the timer whenever what decides it changes, after a re-init (new options) and
  // after a drag (the plugin stops on a pointer press).
  useEffect(() => {
    if (!emblaApi) return;
    const apply = () => {
      const autoplay = emblaApi.plugins().autoplay;
      if (shouldRun) autoplay?.play();
      else autoplay?.stop();
    };
    apply();
    emblaApi.on('reInit', apply).on('pointerUp', apply);
    return () => {
      emblaApi.off('reInit', apply).off('pointerUp', apply);
    };
  }, [emblaApi, shouldRun]);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => {
      setSelected(emblaApi.selectedScrollSnap());
      busy.current = true;
    };
    const onSettle = () => {
      busy.current = false;
    };
    const onReInit = () => {
      setSelected(emblaApi.selectedScrollSnap());
      busy.current = false;
    };
    emblaApi.on('select', onSelect).on('settle', onSettle).on('reInit', onReInit);
    return () => {
      emblaApi.off('select', onSelect).off('settle', onSettle).off('reInit', onReInit);
    };
  }, [emblaApi]);

  const navigate = (move: (api: EmblaCarouselType) => void) => () => {
    if (!emblaApi) {
      wake(move);
      return;
    }
    if (busy.current) return;
    move(emblaApi);
    // A visitor's move starts the autoplay delay again.
    if (shouldRun) emblaApi.plugins().autoplay?.reset();
  };

  const ready = Boolean(emblaApi);
  const count = slides.length;
  const overlay = theme === 'theme03';
  const look = overlay ? OVERLAY_LOOK : BELOW_LOOK;
  const previousButton = (
    <button
      type="button"
      onClick={navigate((api) => api.scrollPrev())}
      aria-label={labels.previous}
      className={`${CONTROL} ${look.arrow}`}
    >
      <Chevron direction="left" />
    </button>
  );
  const nextButton = (
    <button
      type="button"
      onClick={navigate((api) => api.scrollNext())}
      aria-label={labels.next}
      className={`${CONTROL} ${look.arrow}`}
    >
      <Chevron direction="right" />
    </button>
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      className={`relative ${className ?? ''}`}
      // A mouse over the carousel pauses it (a tap on a phone is no hover), and so does keyboard
      // focus inside it (a mouse click on a button leaves focus there but is not :focus-visible).
      onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => setFocusInside(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocusInside(false);
      }}
    >
      <div
        ref={viewportRef}
        className={
          ready ? 'overflow-hidden' : 'snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto'
        }
      >
        <div className="flex touch-pan-y" aria-live={shouldRun ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slideOf, { index: index + 1, count })}
              inert={ready && index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {!hydrated && !overlay ? (
        // The control row's place, kept until the script draws it: no shift when it arrives.
        <div aria-hidden="true" className={`${look.bar} h-9`} />
      ) : null}
      {hydrated ? (
        <>
          {overlay ? (
            <>
              <span className="absolute top-1/2 left-2 -translate-y-1/2">{previousButton}</span>
              <span className="absolute top-1/2 right-2 -translate-y-1/2">{nextButton}</span>
            </>
          ) : null}
          <div className={look.bar}>
            {overlay ? null : previousButton}
            <button
              type="button"
              onClick={() => setChoice(playing ? 'pause' : 'play')}
              aria-label={playing ? labels.pause : labels.play}
              className={`${CONTROL} size-7 ${look.small}`}
            >
              <PlayPauseIcon playing={playing} />
            </button>
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                onClick={navigate((api) => api.scrollTo(index))}
                aria-label={fill(labels.goTo, { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                className={`${CONTROL} size-6 ${look.small}`}
              >
                <span
                  aria-hidden="true"
                  className={`block size-2.5 rounded-full ${index === selected ? look.dotOn : look.dotOff}`}
                />
              </button>
            ))}
            {overlay ? null : nextButton}
          </div>
        </>
      ) : null}
    </section>
  );
}
