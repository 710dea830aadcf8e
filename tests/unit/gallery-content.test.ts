import { describe, expect, it } from 'vitest';

import { isSvgText } from '@/lib/domain/gallery/gallery-svg-root';
import { inspectImage } from '@/lib/server/gallery/inspect-image';
import { sanitizeSvg } from '@/lib/server/gallery/sanitize-svg';
import { sniffContentType } from '@/lib/server/gallery/sniff-image';

import { CLEAN_SVG, SCRIPTED_SVG, solidImage, twoColourPng } from '../support/gallery-images';

const text = (value: string) => new TextEncoder().encode(value);

describe('content sniffing', () => {
  it('knows images by their bytes', async () => {
    expect(await sniffContentType(await solidImage('png'))).toBe('image/png');
    expect(await sniffContentType(await solidImage('jpeg'))).toBe('image/jpeg');
    expect(await sniffContentType(await solidImage('webp'))).toBe('image/webp');
    expect(await sniffContentType(await solidImage('gif'))).toBe('image/gif');
  });

  it('knows SVG by its root element, after a declaration, comments and a DOCTYPE', async () => {
    expect(await sniffContentType(text(CLEAN_SVG))).toBe('image/svg+xml');
    expect(
      await sniffContentType(
        text('\uFEFF<!DOCTYPE svg [<!ENTITY x "y">]>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
      ),
    ).toBe('image/svg+xml');
  });

  it('does not take text, HTML or other XML for an image', async () => {
    expect(await sniffContentType(text('solo texto, aunque se llame foto.png'))).toBeNull();
    expect(
      await sniffContentType(text('<html><svg xmlns="http://www.w3.org/2000/svg"/></html>')),
    ).toBeNull();
    expect(await sniffContentType(text('<?xml version="1.0"?><rss/>'))).toBeNull();
    expect(isSvgText('<!-- never closed <svg>')).toBe(false);
    expect(isSvgText('<svgfoo/>')).toBe(false);
  });
});

describe('SVG sanitising', () => {
  it('takes script, event handlers and script links out', () => {
    const result = sanitizeSvg(SCRIPTED_SVG);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.hadActiveContent).toBe(true);
    expect(result.svg).not.toMatch(/script|onload|javascript:/i);
    expect(result.svg).toContain('<rect width="10" height="10" fill="red"/>');
  });

  it('keeps a clean drawing as XML with its case, styles and size', () => {
    const result = sanitizeSvg(CLEAN_SVG);
    expect(result).toMatchObject({ ok: true, hadActiveContent: false });
    if (!result.ok) return;
    expect(result.svg).toContain('viewBox="0 0 40 20"');
    expect(result.svg).toContain('<style>.a{fill:#00f}</style>');
    expect(result.svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
  });

  it('drops editor metadata without calling it active content', () => {
    const result = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"><sodipodi:namedview/><circle r="2"/></svg>',
    );
    expect(result).toMatchObject({ ok: true, hadActiveContent: false });
    if (result.ok) expect(result.svg).not.toContain('namedview');
  });

  it('refuses what is not a well-formed SVG document', () => {
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toEqual({
      ok: false,
      reason: 'not_svg',
    });
    expect(sanitizeSvg('<svg>sin espacio de nombres</svg>')).toEqual({
      ok: false,
      reason: 'not_svg',
    });
  });
});

describe('image facts', () => {
  it('measures rasters and SVGs', async () => {
    expect(
      await inspectImage(await solidImage('png', { width: 7, height: 5 }), 'image/png'),
    ).toEqual({
      width: 7,
      height: 5,
    });
    expect(await inspectImage(text(CLEAN_SVG), 'image/svg+xml')).toEqual({ width: 40, height: 20 });
  });

  it('answers the main colours when asked', async () => {
    const png = await twoColourPng('#ff0000', '#0000ff', 0.7);
    expect((await inspectImage(png, 'image/png', 5))?.mainColors).toEqual(['#ff0000', '#0000ff']);
  });

  it('finds no picture in a broken raster', async () => {
    const png = await solidImage('png');
    expect(await inspectImage(png.subarray(0, 20), 'image/png')).toBeNull();
  });
});
