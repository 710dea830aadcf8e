'use client';

import type { ThemeName } from '@/lib/domain/vocabulary';
import { slideCountKind } from '@/lib/domain/shop/carousel-behaviour';
import { audienceViewerOf } from '@/lib/domain/accounts/level-rules';
import type { SlideLayout } from '@/lib/domain/shop/slide-images';
import { visibleTo } from '@/lib/domain/accounts/targeted-content';

import { useViewerLevel } from '../levels/use-viewer-level';
import { type CarouselSlide, SlideCarousel, type SlideCarouselLabels } from './slide-carousel';
import { slidePages } from './slide-pages';

/**
 * The slides of a shop whose slides target different audiences (spec 01 §3): all of them come
 * rendered from the server with their target, and this island shows the ones the visitor is for.
 * Until the visitor is known (and for anonymous visitors) that is the anonymous view, the same as
 * the cached HTML; a signed-in visitor's view replaces it once `useMe` answers. None → nothing,
 * one → a static banner, more → the carousel; in the 2-column layout, pairs of the visible ones.
 */
export function TargetedSlides({
  theme,
  layout,
  slides,
  label,
  labels,
  wrapperClassName,
}: {
  theme: ThemeName;
  layout: SlideLayout;
  slides: readonly CarouselSlide[];
  /** The region's name ("Promociones de …"). */
  label: string;
  labels: SlideCarouselLabels;
  wrapperClassName: string;
}) {
  const viewer = audienceViewerOf(useViewerLevel());
  const visible = slidePages(visibleTo(slides, viewer), layout);
  const kind = slideCountKind(visible.length);
  if (kind === 'none') return null;
  if (kind === 'static') {
    return (
      <section aria-label={label} className={wrapperClassName}>
        {visible[0]?.content}
      </section>
    );
  }
  return (
    <div className={wrapperClassName}>
      <SlideCarousel theme={theme} slides={visible} labels={labels} />
    </div>
  );
}
