import { getImageProps } from 'next/image';
import type { ImgHTMLAttributes } from 'react';

import { isOptimisable } from '@/lib/domain/shop/slide-images';

type Size =
  { fill: true; sizes: string } | { fill?: false; width: number; height: number; sizes?: string };

/**
 * The addresses of a filled image at `sizes`: the optimiser's `srcSet` and its fallback `src`
 * (only `src` for SVGs and photos on other hosts, which skip the optimiser). For a client view
 * that draws the `<img>` itself (the item and catalogue cards), so its props carry two strings.
 */
export function imageSources(src: string, sizes: string): { src: string; srcSet?: string } {
  const { props } = getImageProps({
    src,
    alt: '',
    fill: true,
    sizes,
    unoptimized: !isOptimisable(src),
  });
  return props.srcSet ? { src: props.src, srcSet: props.srcSet } : { src: props.src };
}

/**
 * An image resized by next/image's optimiser, drawn as a plain server-rendered `<img>`: the same
 * `srcset` and `sizes` as `<Image>`, without shipping its client component (and its hydration) to
 * every shop page. SVGs and photos on other hosts skip the optimiser. A `priority` image (the
 * page's likely LCP) loads eagerly at high priority.
 *
 * next/image's inline style (a filled image's `position:absolute;height:100%;…`, the transparent
 * alt text) is the `img-fill` / `img-plain` class of app/globals.css instead, and props it leaves
 * undefined are dropped: both were repeated on every image of a page, in its HTML and again in its
 * flight data (where an undefined prop is a `"$undefined"`), about 0.4 KB an image (issue 23).
 */
export function StaticImage({
  src,
  alt,
  priority = false,
  className,
  ...size
}: { src: string; alt: string; priority?: boolean; className?: string } & Size) {
  const { props } = getImageProps({
    src,
    alt,
    ...size,
    unoptimized: !isOptimisable(src),
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  });
  const defined = Object.fromEntries(
    Object.entries(props).filter(
      ([key, value]) => value !== undefined && key !== 'style' && key !== 'className',
    ),
  ) as ImgHTMLAttributes<HTMLImageElement>;
  const base = size.fill ? 'img-fill' : 'img-plain';
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code
    <img {...defined} alt={alt} className={className ? `${base} ${className}` : base} />
  );
}
