import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';

import Link from '@/components/ui/link';
import type { Shop, Slide } from '@/lib/api/schemas/shop';
import { slideCountKind } from '@/lib/domain/shop/carousel-behaviour';
import {
  headerSliderRatios,
  type HeaderSliderRatios,
  slideLayout,
  type SlideLayout,
} from '@/lib/domain/shop/slide-images';
import { visibleTo } from '@/lib/domain/accounts/targeted-content';
import { slideLink } from '@/lib/domain/paths/theme-links';

import { SlideCarousel } from './slide-carousel';
import { slidePages } from './slide-pages';
import { SlidePicture } from './slide-picture';
import { TargetedSlides } from './targeted-slides';

/**
 * Each theme's slide box. Theme 03's header slider spans the page with its first slide's shape
 * (`headerSliderRatios`: the horizontal image on landscape screens and from 1280px, the vertical
 * one on portrait screens below, as lib/domain/shop/slide-images.ts picks them), at most 60% of
 * the screen's height (70% on portrait screens, whose banner is tall) so the shop's items start
 * on the first screen; a taller image, or another slide of another shape, is trimmed to fill it
 * rather than banded (from the bottom on portrait screens, where a tall banner's words are on top). The other themes' banner sits
 * in the content width, or half of it in the 2-column layout, with the aspect ratio of the image
 * its screen gets (the media queries of slide-images.ts, as Tailwind breakpoints). Component
 * classes of app/globals.css: every slide repeats its box and link classes, twice (issue 23).
 */
const BOX: Record<SlideLayout, string> = {
  header: 'slide-header',
  banner: 'slide-banner',
  pair: 'slide-pair',
};

const SIZES: Record<SlideLayout, string> = {
  header: '100vw',
  banner: '(min-width: 1152px) 1120px, calc(100vw - 2rem)',
  pair: '(max-width: 639px) and (orientation: portrait) calc(100vw - 2rem), (min-width: 1152px) 552px, calc(50vw - 1.5rem)',
};

const LINK_FOCUS = 'slide-link';

function SlideContent({
  slide,
  layout,
  base,
  alt,
  priority,
  newTabLabel,
  boxStyle,
}: {
  slide: Slide;
  layout: SlideLayout;
  base: string;
  alt: string;
  priority: boolean;
  newTabLabel: string;
  /** The header slider's shape (its CSS variables). */
  boxStyle?: CSSProperties;
}) {
  const picture = (
    <div className={BOX[layout]} {...(boxStyle ? { style: boxStyle } : null)}>
      <SlidePicture
        layout={layout}
        slide={slide}
        alt={alt}
        priority={priority}
        sizes={SIZES[layout]}
        cover={layout === 'header'}
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
  shape = headerSliderRatios({ hzt: null, vrt: null }),
}: {
  shop: Shop;
  base: string;
  variant: Shop['theme'];
  /** The header slider's shape (`ShopHeaderSlider` reads it from the first slide's images). */
  shape?: HeaderSliderRatios;
}) {
  const t = useTranslations('themeBlocks.slider');
  const slides = shop.store_theme_info.slider_info;
  const targeted = slides.some((slide) => slide.target !== 'all');
  const firstPublic = visibleTo(slides)[0]?.id;
  if (slides.length === 0) return null;
  const layout = slideLayout(variant, shop.store_theme_info.columns);
  const boxStyle =
    layout === 'header'
      ? ({ '--slide-hzt': shape.hzt, '--slide-vrt': shape.vrt } as CSSProperties)
      : undefined;

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
        boxStyle={boxStyle}
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
