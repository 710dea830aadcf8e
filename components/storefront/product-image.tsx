import type { ReactNode } from 'react';

import { StaticImage } from '@/components/ui/static-image';

/**
 * A product photo at the spec's 350x419 ratio, resized by the image optimiser (SVGs as they are).
 * `children` are laid over the photo (a card's badge). Its box is the `photo` class of
 * app/globals.css (repeated on every card: a class, not the utilities, issue 23).
 */
export function ProductImage({
  src,
  alt,
  priority = false,
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  children,
}: {
  src: string | undefined;
  alt: string;
  priority?: boolean;
  sizes?: string;
  children?: ReactNode;
}) {
  return (
    <div className="photo-item">
      {src ? (
        <StaticImage
          src={src}
          alt={alt}
          fill
          sizes={sizes}
          priority={priority}
          className="object-cover"
        />
      ) : null}
      {children}
    </div>
  );
}
