import { StaticImage } from '@/components/ui/static-image';

/** A product photo at the spec's 350x419 ratio, resized by the image optimiser (SVGs as they are). */
export function ProductImage({
  src,
  alt,
  priority = false,
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
}: {
  src: string | undefined;
  alt: string;
  priority?: boolean;
  sizes?: string;
}) {
  return (
    <div className="relative aspect-[350/419] overflow-hidden rounded-lg bg-gray-100 dark:bg-gray-800">
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
    </div>
  );
}
