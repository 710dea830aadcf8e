import { StaticImage } from '@/components/ui/static-image';

/**
 * A catalogue photo at the spec's 400x200 (2:1). SVGs and photos on other hosts are a plain lazy
 * <img> carrying `?v=<updated_at>` so a replaced photo is fetched again (the spec's cache-buster,
 * made deterministic so pages stay cacheable); raster uploads go through the image optimiser, which
 * refuses query strings on local images unless next.config allows them.
 */
export function CataloguePhoto({
  src,
  version,
  priority = false,
}: {
  src: string | null;
  version: string;
  priority?: boolean;
}) {
  const plain =
    src !== null && (src.endsWith('.svg') || !src.startsWith('/') || src.startsWith('//'));
  const stamp = Date.parse(version);
  const busted =
    src && Number.isFinite(stamp)
      ? `${src}${src.includes('?') ? '&' : '?'}v=${stamp.toString(36)}`
      : null;
  return (
    <div className="relative aspect-[2/1] overflow-hidden rounded-lg bg-gray-100 dark:bg-gray-800">
      {src && plain ? (
        // eslint-disable-next-line @next/next/no-img-element -- SVG and remote photos skip the optimiser
        <img
          src={busted ?? src}
          alt=""
          width={400}
          height={200}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : src ? (
        <StaticImage
          src={src}
          alt=""
          fill
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="object-cover"
        />
      ) : null}
    </div>
  );
}
