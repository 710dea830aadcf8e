import { getImageProps } from 'next/image';

import { isOptimisable } from '@/lib/domain/shop/slide-images';

type Size =
  { fill: true; sizes: string } | { fill?: false; width: number; height: number; sizes?: string };

/**
 * An image resized by next/image's optimiser, drawn as a plain server-rendered `<img>`: the same
 * `srcset` and `sizes` as `<Image>`, without shipping its client component (and its hydration) to
 * every shop page. SVGs and photos on other hosts skip the optimiser. A `priority` image (the
 * page's likely LCP) loads eagerly at high priority.
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
    className,
  });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code
  return <img {...props} alt={alt} />;
}
