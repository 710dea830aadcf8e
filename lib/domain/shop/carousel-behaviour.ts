import type { ThemeName } from '@/lib/domain/vocabulary';

/**
 * How a shop's slide carousel moves (spec 01 §4 "Carousel", §9 "Sliders"): 0 slides shows none,
 * 1 is static, more autoplay. Theme 03: every 5 s, 500 ms slides, infinite, pause on hover.
 * Theme 05: every 7 s with a 4 s fade. Theme04's banner carousel takes its catalogue slider's
 * 6000 ms and 500 ms; the basic theme shares theme 05's layout, so its fade too.
 */
export interface CarouselBehaviour {
  /** Time between automatic moves; null: no autoplay. */
  autoplayMs: number | null;
  /** How long one move takes. */
  transitionMs: number;
  fade: boolean;
  loop: boolean;
  pauseOnHover: boolean;
}

export type SlideCount = 'none' | 'static' | 'carousel';

export function slideCountKind(count: number): SlideCount {
  if (count <= 0) return 'none';
  return count === 1 ? 'static' : 'carousel';
}

const BEHAVIOURS: Record<ThemeName, CarouselBehaviour> = {
  theme03: { autoplayMs: 5000, transitionMs: 500, fade: false, loop: true, pauseOnHover: true },
  theme04: { autoplayMs: 6000, transitionMs: 500, fade: false, loop: true, pauseOnHover: true },
  theme05: { autoplayMs: 7000, transitionMs: 4000, fade: true, loop: true, pauseOnHover: true },
  basic: { autoplayMs: 7000, transitionMs: 4000, fade: true, loop: true, pauseOnHover: true },
};

/**
 * The behaviour of a theme's carousel. With reduced motion nothing moves by itself and moves
 * are instant (the visitor still navigates, and may start the autoplay with its button).
 */
export function carouselBehaviour(
  theme: ThemeName,
  options: { reducedMotion?: boolean } = {},
): CarouselBehaviour {
  const behaviour = BEHAVIOURS[theme];
  return options.reducedMotion ? { ...behaviour, autoplayMs: null, transitionMs: 0 } : behaviour;
}

// Embla moves by a fixed-step spring (60 steps a second, friction 0.68) whose `duration` option
// is not in milliseconds: a higher number is slower. These mirror embla-carousel 8.
const EMBLA_STEP_MS = 1000 / 60;
const EMBLA_FRICTION = 0.68;
/** A move counts as done when 99% of the way (the last per cent is not visible). */
const DONE_FRACTION = 0.99;

/** How long embla takes to move (or fade) with a given `duration` option, in ms. */
export function emblaMoveMs(duration: number): number {
  if (duration <= 0) return 0;
  let position = 0;
  let velocity = 0;
  let steps = 0;
  while (position < DONE_FRACTION && steps < 100_000) {
    velocity = (velocity + (1 - position) / duration) * EMBLA_FRICTION;
    position += velocity;
    steps += 1;
  }
  return steps * EMBLA_STEP_MS;
}

/** The embla `duration` option whose move takes about `ms` (0: instant). */
export function emblaDuration(ms: number): number {
  if (ms <= 0) return 0;
  let duration = 1;
  while (emblaMoveMs(duration) < ms && duration < 1000) duration += 1;
  return duration;
}
