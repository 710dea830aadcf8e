import type { Slide } from '@/lib/api/schemas/shop';
import type { ThemeName } from '@/lib/domain/vocabulary';

/**
 * Which slide image a screen gets (spec 01 §4: orientation selects the vertical or horizontal
 * image; §9 sizes). `hzt_image` is the horizontal (desktop) image, `vrt_image` the vertical
 * (mobile) one; when a slide has only one, every screen gets that one.
 *
 * Theme 03 (header slider): desktop 1600x900; tablets 1200x800 landscape, 900x1024 portrait;
 * phones 750x400 landscape, 420x910 portrait. The other themes' banner: 1400x450, and on
 * portrait phones the 1000x450 mobile banner. In the 2-column mode (`store_theme_info.columns`,
 * spec 01 §5) those themes show banners in pairs at 1100x982, one per column, and the same
 * 1000x450 mobile banner on portrait phones, where the pair stacks.
 */
export interface SlideImageSource {
  /** The media query of a <source>; null for the <img> every other screen gets. */
  media: string | null;
  src: string;
  width: number;
  height: number;
}

type Orientation = 'hzt' | 'vrt';

interface ScreenRule {
  media: string | null;
  image: Orientation;
  width: number;
  height: number;
}

/** Media queries match Tailwind's breakpoints (md 768px, xl 1280px) so the box classes agree. */
export const SLIDE_MEDIA = {
  desktop: '(min-width: 1280px)',
  tabletLandscape: '(min-width: 768px) and (orientation: landscape)',
  tabletPortrait: '(min-width: 768px) and (orientation: portrait)',
  phoneLandscape: '(orientation: landscape)',
  phonePortrait: '(max-width: 639px) and (orientation: portrait)',
} as const;

const HEADER_SLIDER: readonly ScreenRule[] = [
  { media: SLIDE_MEDIA.desktop, image: 'hzt', width: 1600, height: 900 },
  { media: SLIDE_MEDIA.tabletLandscape, image: 'hzt', width: 1200, height: 800 },
  { media: SLIDE_MEDIA.tabletPortrait, image: 'vrt', width: 900, height: 1024 },
  { media: SLIDE_MEDIA.phoneLandscape, image: 'hzt', width: 750, height: 400 },
  // Portrait phones: the last screen left, and the <img> itself.
  { media: null, image: 'vrt', width: 420, height: 910 },
];

const BANNER: readonly ScreenRule[] = [
  { media: SLIDE_MEDIA.phonePortrait, image: 'vrt', width: 1000, height: 450 },
  { media: null, image: 'hzt', width: 1400, height: 450 },
];

const BANNER_PAIR: readonly ScreenRule[] = [
  { media: SLIDE_MEDIA.phonePortrait, image: 'vrt', width: 1000, height: 450 },
  { media: null, image: 'hzt', width: 1100, height: 982 },
];

/**
 * How a shop's slides are laid out: theme 03's full-width header slider (which has no column
 * mode), one wide banner at a time, or banners in pairs (`store_theme_info.columns` 2).
 */
export type SlideLayout = 'header' | 'banner' | 'pair';

export function slideLayout(theme: ThemeName, columns: number): SlideLayout {
  if (theme === 'theme03') return 'header';
  return columns === 2 ? 'pair' : 'banner';
}

const SCREENS: Record<SlideLayout, readonly ScreenRule[]> = {
  header: HEADER_SLIDER,
  banner: BANNER,
  pair: BANNER_PAIR,
};

export function slideScreens(layout: SlideLayout): readonly ScreenRule[] {
  return SCREENS[layout];
}

/**
 * The <source>s and the <img> (last, `media: null`) of a slide's <picture>; empty when the slide
 * has no image at all.
 */
export function slideImageSources(
  layout: SlideLayout,
  slide: Pick<Slide, 'hzt_image' | 'vrt_image'>,
): SlideImageSource[] {
  const images: Record<Orientation, string | null> = {
    hzt: slide.hzt_image || slide.vrt_image,
    vrt: slide.vrt_image || slide.hzt_image,
  };
  return slideScreens(layout).flatMap((rule) => {
    const src = images[rule.image];
    return src ? [{ media: rule.media, src, width: rule.width, height: rule.height }] : [];
  });
}

/**
 * The screens each source of a <picture> is chosen on, as media queries that never overlap (a
 * <picture> takes its first matching <source>, else its <img>): a source's own query and none of
 * the earlier ones; null where every screen takes it. For preloading the slide a page paints
 * first: one preload per screen, so a screen downloads only the image its <picture> will show.
 */
export function exclusiveMedia(media: ReadonlyArray<string | null>): Array<string | null> {
  const earlier: string[] = [];
  return media.map((query) => {
    const others = earlier.map((before) => `(not (${before}))`);
    if (query) earlier.push(query);
    const parts = query ? [`(${query})`, ...others] : others;
    return parts.length ? parts.join(' and ') : null;
  });
}

/**
 * True when next/image's optimiser can resize the image: a raster file on this site. SVGs need no
 * resizing, and other hosts are not in the optimiser's allow-list.
 */
export function isOptimisable(src: string): boolean {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  return src.startsWith('/') && !src.startsWith('//') && !path.toLowerCase().endsWith('.svg');
}

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The shape of theme 03's header slider (issue 24): its first slide's own horizontal and vertical
 * images', so the slider is as tall as its picture and shows no bands above and below it; the
 * spec's sizes (1600x900, 420x910) when an image's size is unknown (another host's). As CSS
 * aspect ratios (`1400 / 450`).
 */
export interface HeaderSliderRatios {
  hzt: string;
  vrt: string;
}

export function headerSliderRatios(sizes: {
  hzt: PixelSize | null;
  vrt: PixelSize | null;
}): HeaderSliderRatios {
  const ratio = (size: PixelSize) => `${size.width} / ${size.height}`;
  return {
    hzt: ratio(sizes.hzt ?? { width: 1600, height: 900 }),
    vrt: ratio(sizes.vrt ?? { width: 420, height: 910 }),
  };
}
