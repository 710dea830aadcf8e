import { describe, expect, it } from 'vitest';

import {
  carouselBehaviour,
  emblaDuration,
  emblaMoveMs,
  slideCountKind,
} from '@/lib/domain/shop/carousel-behaviour';

describe('carousel behaviour per theme', () => {
  it('shows nothing for no slides, a static slide for one, a carousel from two', () => {
    expect(slideCountKind(0)).toBe('none');
    expect(slideCountKind(1)).toBe('static');
    expect(slideCountKind(2)).toBe('carousel');
  });

  it('theme 03 moves every 5 s in 500 ms, loops and pauses on hover', () => {
    expect(carouselBehaviour('theme03')).toEqual({
      autoplayMs: 5000,
      transitionMs: 500,
      fade: false,
      loop: true,
      pauseOnHover: true,
    });
  });

  it('theme 05 and basic fade for 4 s every 7 s; theme04 slides every 6 s', () => {
    expect(carouselBehaviour('theme05')).toMatchObject({
      autoplayMs: 7000,
      transitionMs: 4000,
      fade: true,
    });
    expect(carouselBehaviour('basic')).toEqual(carouselBehaviour('theme05'));
    expect(carouselBehaviour('theme04')).toMatchObject({
      autoplayMs: 6000,
      transitionMs: 500,
      fade: false,
    });
  });

  it('with reduced motion nothing plays by itself and moves are instant', () => {
    for (const theme of ['theme03', 'theme04', 'theme05', 'basic'] as const) {
      expect(carouselBehaviour(theme, { reducedMotion: true })).toMatchObject({
        autoplayMs: null,
        transitionMs: 0,
      });
    }
  });
});

describe('embla duration', () => {
  it('gives moves that last about the asked time', () => {
    for (const ms of [500, 4000]) {
      const took = emblaMoveMs(emblaDuration(ms));
      expect(took).toBeGreaterThanOrEqual(ms);
      expect(took).toBeLessThan(ms * 1.1);
    }
  });

  it('is 0 (instant) for no time, and slower for longer moves', () => {
    expect(emblaDuration(0)).toBe(0);
    expect(emblaDuration(4000)).toBeGreaterThan(emblaDuration(500));
  });
});
