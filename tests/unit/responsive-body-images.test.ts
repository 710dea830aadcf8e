import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

import { BODY_IMAGE_SIZES, responsiveBodyImages } from '@/components/blogs/responsive-body-images';

const PHOTO = '/uploads/MISiKLZxzKGF4hG1ZiB0xQ.jpg';

describe('a blog body as its page serves it', () => {
  it('fetches a measured gallery photo through the optimiser at the width the screen needs', () => {
    const html = responsiveBodyImages(
      `<p>Hola</p><img src="${PHOTO}" width="1200" height="675" alt="La sucursal" loading="lazy">`,
    );
    const img = JSDOM.fragment(html).querySelector('img')!;
    const widths = img
      .getAttribute('srcset')!
      .split(', ')
      .map((candidate) => candidate.split(' ')[1]);
    expect(widths).toContain('640w');
    expect(widths).toContain('828w');
    for (const candidate of img.getAttribute('srcset')!.split(', ')) {
      const url = new URL(candidate.split(' ')[0]!, 'http://tienda.test');
      expect(url.pathname).toBe('/_next/image');
      expect(url.searchParams.get('url')).toBe(PHOTO);
    }
    expect(img.getAttribute('sizes')).toBe(BODY_IMAGE_SIZES);
    // What the server stored stays: the room it keeps, its text, lazy loading.
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('675');
    expect(img.getAttribute('alt')).toBe('La sucursal');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(JSDOM.fragment(html).querySelector('p')?.textContent).toBe('Hola');
  });

  it('leaves SVGs, unmeasured images and other addresses as stored', () => {
    const stored = [
      '<img src="/uploads/MISiKLZxzKGF4hG1ZiB0xQ.svg" width="300" height="100" alt="">',
      `<img src="${PHOTO}" alt="" loading="lazy">`,
      '<img src="/demo/banners/demo-h1.svg" width="10" height="10" alt="">',
    ];
    for (const html of stored) expect(responsiveBodyImages(html)).toBe(html);
  });
});
