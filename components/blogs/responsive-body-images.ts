import { imageSources } from '@/components/ui/static-image';
import { isUploadImageUrl } from '@/lib/domain/blogs/blog-html';

/** How wide a body image is drawn: the article's column (max-w-3xl), the screen on a phone. */
export const BODY_IMAGE_SIZES = '(min-width: 768px) 768px, 100vw';

/** An `<img>` of a stored body, whose serialisation is DOMPurify's (attributes always quoted). */
const BODY_IMAGE = /<img\b([^>]*?)\ssrc="([^"]+)"([^>]*)>/g;

/**
 * A stored blog body as its page serves it: each gallery photo the server measured when the entry
 * was saved (it has `width`) is fetched through the image optimiser at the size the screen needs
 * (`srcset`, `sizes`), not as the uploaded original — a phone downloaded a 155 KB photo for a
 * 380 px column. SVGs, unmeasured images and anything else are left as stored; the `width` and
 * `height` the server wrote keep the image's room and its natural size as the upper bound (the
 * optimiser never enlarges).
 */
export function responsiveBodyImages(html: string): string {
  return html.replace(BODY_IMAGE, (tag, before: string, src: string, after: string) => {
    if (!isUploadImageUrl(src) || !/\swidth="\d+"/.test(tag)) return tag;
    const sources = imageSources(src, BODY_IMAGE_SIZES);
    if (!sources.srcSet) return tag;
    const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    return (
      `<img${before} src="${attribute(sources.src)}" srcset="${attribute(sources.srcSet)}"` +
      ` sizes="${BODY_IMAGE_SIZES}" decoding="async"${after}>`
    );
  });
}
