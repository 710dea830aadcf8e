import { useTranslations } from 'next-intl';

import Link from '@/components/ui/link';
import type { Shop, Slide } from '@/lib/api/schemas/shop';
import { slideCountKind } from '@/lib/domain/shop/carousel-behaviour';
import { slideLayout, type SlideLayout } from '@/lib/domain/shop/slide-images';
import { visibleTo } from '@/lib/domain/accounts/targeted-content';
import { slideLink } from '@/lib/domain/paths/theme-links';

import { SlideCarousel } from './slide-carousel';
import { slidePages } from './slide-pages';
import { SlidePicture } from './slide-picture';
import { TargetedSlides } from './targeted-slides';

/**
 * Each theme's slide box, with the aspect ratio of the image its screen gets (the media queries
 * of lib/domain/shop/slide-images.ts, as Tailwind breakpoints). Theme 03's header slider spans the
 * page and is kept under 75% of the screen height; the other themes' banner sits in the content
 * width, or half of it in the 2-column layout.
 */
const BOX: Record<SlideLayout, string> = {
  header:
    'relative w-full max-h-[75svh] bg-linear-to-br from-shop-1 to-shop-2 max-md:portrait:aspect-[420/910] max-md:landscape:aspect-[750/400] md:max-xl:portrait:aspect-[900/1024] md:max-xl:landscape:aspect-[1200/800] xl:aspect-[1600/900]',
  banner:
    'relative w-full overflow-hidden rounded-xl bg-linear-to-br from-shop-1 to-shop-2 aspect-[1400/450] max-sm:portrait:aspect-[1000/450]',
  pair: 'relative w-full overflow-hidden rounded-xl bg-linear-to-br from-shop-1 to-shop-2 aspect-[1100/982] max-sm:portrait:aspect-[1000/450]',
};

const SIZES: Record<SlideLayout, string> = {
  header: '100vw',
  banner: '(min-width: 1152px) 1120px, calc(100vw - 2rem)',
  pair: '(max-width: 639px) and (orientation: portrait) calc(100vw - 2rem), (min-width: 1152px) 552px, calc(50vw - 1.5rem)',
};

const LINK_FOCUS =
  'block focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white';

function SlideContent({
  slide,
  layout,
  base,
  alt,
  priority,
  newTabLabel,
}: {
  slide: Slide;
  layout: SlideLayout;
  base: string;
  alt: string;
  priority: boolean;
  newTabLabel: string;
}) {
  const picture = (
    <div className={BOX[layout]}>
      <SlidePicture
        layout={layout}
        slide={slide}
        alt={alt}
        priority={priority}
        sizes={SIZES[layout]}
      />
    </div>
  );
  const link = slideLink(slide, base);
  if (!link) return picture;
  if (link.newTab || !link.href.startsWith('/')) {
    return (
      <a
        href={link.href}
        {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className={LINK_FOCUS}
      >
        {picture}
        {link.newTab ? <span className="sr-only">{newTabLabel}</span> : null}
      </a>
    );
  }
  return (
    <Link href={link.href} className={LINK_FOCUS}>
      {picture}
    </Link>
  );
}

/**
 * The shop's slides (`store_theme_info.slider_info`, spec 01 §4): none → nothing, one → a static
 * banner, more → the carousel island. Theme 03 shows them as the full-width header slider, the
 * other themes as a banner carousel, turning pairs of banners in the 2-column layout (one pair is
 * static). The cached HTML shows what an anonymous visitor sees
 * (targets `all` and `anon`); when some slides target other audiences, all of them are rendered
 * and the `TargetedSlides` island picks the visitor's once it knows who is looking.
 */
export function ShopSlider({
  shop,
  base,
  variant,
}: {
  shop: Shop;
  base: string;
  variant: Shop['theme'];
}) {
  const t = useTranslations('themeBlocks.slider');
  const slides = shop.store_theme_info.slider_info;
  const targeted = slides.some((slide) => slide.target !== 'all');
  const firstPublic = visibleTo(slides)[0]?.id;
  if (slides.length === 0) return null;
  const layout = slideLayout(variant, shop.store_theme_info.columns);

  const rendered = slides.map((slide, index) => ({
    key: slide.id,
    target: slide.target,
    content: (
      <SlideContent
        slide={slide}
        layout={layout}
        base={base}
        alt={slide.product?.name ?? t('genericAlt', { index: index + 1, shop: shop.name })}
        priority={slide.id === firstPublic}
        newTabLabel={t('newTab')}
      />
    ),
  }));
  const wrapper = variant === 'theme03' ? 'w-full' : 'mx-auto w-full max-w-6xl px-4 pt-4';
  const label = t('label', { shop: shop.name });
  const labels = {
    carousel: label,
    slideOf: t.raw('slideOf') as string,
    previous: t('previous'),
    next: t('next'),
    goTo: t.raw('goTo') as string,
    pause: t('pause'),
    play: t('play'),
  };

  if (targeted) {
    return (
      <TargetedSlides
        theme={variant}
        layout={layout}
        slides={rendered}
        label={label}
        labels={labels}
        wrapperClassName={wrapper}
      />
    );
  }
  const pages = slidePages(rendered, layout);
  if (slideCountKind(pages.length) === 'static') {
    return (
      <section aria-label={label} className={wrapper}>
        {pages[0]?.content}
      </section>
    );
  }
  return (
    <div className={wrapper}>
      <SlideCarousel theme={variant} slides={pages} labels={labels} />
    </div>
  );
}
