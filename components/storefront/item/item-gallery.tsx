import { useTranslations } from 'next-intl';

import { ProductImage } from '../product-image';
import { ItemGalleryCarousel } from './item-gallery-carousel';

const PHOTO_SIZES = '(min-width: 768px) 28rem, 100vw';

/**
 * Every photo of an item at the card ratio (350x419): the first loads at once, the rest lazily.
 * Server-rendered as a scroll-snap strip with thumbnail links, so every photo is reachable
 * without JavaScript; the carousel island adds previous/next buttons and arrow keys.
 */
export function ItemGallery({ photos, name }: { photos: string[]; name: string }) {
  const t = useTranslations('item');
  const count = photos.length;
  const slideLabels = photos.map((_, i) => t('photoOf', { index: i + 1, count }));
  if (count === 0) return <ProductImage src={undefined} alt="" />;
  return (
    <ItemGalleryCarousel
      slides={photos.map((src, i) => (
        <ProductImage
          key={src + i}
          src={src}
          alt={count === 1 ? name : t('photoAlt', { name, index: i + 1, count })}
          priority={i === 0}
          sizes={PHOTO_SIZES}
        />
      ))}
      thumbs={
        count > 1
          ? photos.map((src, i) => <ProductImage key={src + i} src={src} alt="" sizes="4rem" />)
          : []
      }
      labels={{
        region: t('gallery', { name }),
        roleDescription: t('galleryRole'),
        slideRoleDescription: t('slideRole'),
        slides: slideLabels,
        previous: t('previousPhoto'),
        next: t('nextPhoto'),
        thumbnails: t('thumbnails'),
      }}
    />
  );
}
