import type { SlideLayout } from '@/lib/domain/shop/slide-images';

import type { CarouselSlide } from './slide-carousel';

const PAIR = 'flex justify-center gap-4 max-sm:portrait:flex-col max-sm:portrait:gap-3';
const HALF = 'w-[calc(50%-0.5rem)] max-sm:portrait:w-full';

/**
 * What the carousel turns: each slide alone, or in the 2-column layout pages of two banners side
 * by side (stacked on portrait phones; a last banner alone stays half wide, centred). Used after
 * the slides are chosen for the visitor, so a pair never has a hole for a slide they cannot see.
 * The page keeps the first slide's key and target.
 */
export function slidePages(slides: readonly CarouselSlide[], layout: SlideLayout): CarouselSlide[] {
  if (layout !== 'pair') return [...slides];
  const pages: CarouselSlide[] = [];
  for (let i = 0; i < slides.length; i += 2) {
    const pair = slides.slice(i, i + 2);
    const first = pair[0]!;
    pages.push({
      key: pair.map((slide) => slide.key).join('+'),
      target: first.target,
      content: (
        <div className={PAIR}>
          {pair.map((slide) => (
            <div key={slide.key} className={HALF}>
              {slide.content}
            </div>
          ))}
        </div>
      ),
    });
  }
  return pages;
}
