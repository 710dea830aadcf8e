import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

import type { Slide } from '@/lib/api/schemas/shop';
import {
  exclusiveMedia,
  isOptimisable,
  type SlideImageSource,
  slideImageSources,
  type SlideLayout,
} from '@/lib/domain/shop/slide-images';

/**
 * One screen's image: resized by next/image when it can be (a `srcSet` of widths), else the file
 * itself (no `srcSet`: one file needs no `sizes` either).
 */
function imageOf(source: SlideImageSource, sizes: string): { src: string; srcSet?: string } {
  if (!isOptimisable(source.src)) return { src: source.src };
  const { props } = getImageProps({
    src: source.src,
    alt: '',
    width: source.width,
    height: source.height,
    sizes,
  });
  return props.srcSet ? { src: props.src, srcSet: props.srcSet } : { src: props.src };
}

/**
 * Asks for the first slide's image from the page's head, before the parser reaches the <picture>
 * (React preloads a plain high-priority <img> by itself, not one inside a <picture>): one preload
 * per image, on the screens that show it (media queries that never overlap, joined), so each
 * screen fetches only its own image. React keeps one preload per address, so screens sharing an
 * image share its preload.
 */
function preloadSources(
  sources: readonly SlideImageSource[],
  images: ReadonlyArray<{ src: string; srcSet?: string }>,
  sizes: string,
) {
  const media = exclusiveMedia(sources.map((source) => source.media));
  const screensOf = new Map<string, { image: (typeof images)[number]; media: string[] }>();
  images.forEach((image, index) => {
    const key = `${image.src} ${image.srcSet ?? ''}`;
    const entry = screensOf.get(key) ?? { image, media: [] };
    entry.media.push(media[index] ?? 'all');
    screensOf.set(key, entry);
  });
  for (const { image, media: screens } of screensOf.values()) {
    preload(image.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(image.srcSet ? { imageSrcSet: image.srcSet, imageSizes: sizes } : {}),
      ...(screensOf.size > 1 ? { media: screens.join(', ') } : {}),
    });
  }
}

/**
 * A slide's server-rendered <picture>: one <source> per screen (spec 01 §9 sizes, vertical image
 * on portrait screens) and the <img>. The first slide is the page's likely LCP: eager, high
 * priority; the others lazy. In a banner the image is contained in its box, never cropped, so
 * text drawn on it stays whole; the box's shop gradient fills any gap. Theme 03's header slider
 * (`cover`) takes its first slide's shape, so its image fills the box, trimmed only when it is
 * taller than the slider may be (or another slide has another shape). The image's classes are
 * component classes of app/globals.css (`slide-img`, `slide-img-cover`: every slide, twice).
 */
export function SlidePicture({
  layout,
  slide,
  alt,
  priority,
  sizes,
  cover = false,
}: {
  layout: SlideLayout;
  slide: Pick<Slide, 'hzt_image' | 'vrt_image'>;
  alt: string;
  priority: boolean;
  sizes: string;
  /** Fill the box, trimming what overflows (the header slider), instead of fitting inside it. */
  cover?: boolean;
}) {
  const sources = slideImageSources(layout, slide);
  const images = sources.map((source) => imageOf(source, sizes));
  const imgIndex = sources.findIndex((source) => source.media === null);
  const img = sources[imgIndex];
  const fallback = images[imgIndex];
  if (!img || !fallback) return null;
  if (priority) preloadSources(sources, images, sizes);
  return (
    <picture>
      {sources.map((source, index) =>
        source.media ? (
          <source
            // By position: the media query as the key was in the flight data once more per slide.
            key={index}
            media={source.media}
            srcSet={images[index]?.srcSet ?? source.src}
            sizes={images[index]?.srcSet ? sizes : undefined}
            width={source.width}
            height={source.height}
          />
        ) : null,
      )}
      <img
        src={fallback.src}
        srcSet={fallback.srcSet}
        sizes={fallback.srcSet ? sizes : undefined}
        alt={alt}
        width={img.width}
        height={img.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // Not on the first slide: the page's likely LCP paints as soon as it is decoded.
        decoding={priority ? undefined : 'async'}
        className={cover ? 'slide-img-cover' : 'slide-img'}
      />
    </picture>
  );
}
