import { createHash } from 'node:crypto';

import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';

import {
  deferScriptsPastPaint,
  SCRIPTS_AFTER_PAINT_LOADER,
  SCRIPTS_AFTER_PAINT_LOADER_HASH,
} from '@/server/scripts-after-paint.mjs';

// What Next 16 writes in a cached page: its chunks as async scripts in the head (one preloaded),
// the polyfills for old browsers, the bootstrap chunk at the end, and its data in inline scripts.
const head =
  '<head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-b.js" async="" nonce="abc"></script>' +
  '<title>Tienda</title></head>';
const body =
  '<body><h1>Hola</h1>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body>';
const page = `<!DOCTYPE html><html>${head}${body}</html>`;

const deferred = (src: string) => `<script src="${src}" type=text/after-paint></script>`;

describe('a cached page whose scripts run after its first paint', () => {
  it("turns Next's async chunks into scripts no browser runs, in place, and adds the loader to the head", () => {
    const { html, deferred: count } = deferScriptsPastPaint(page);
    expect(count).toBe(3);
    expect(html).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
        deferred('/_next/static/chunks/a.js') +
        deferred('/_next/static/chunks/turbopack-b.js') +
        `<title>Tienda</title><script>${SCRIPTS_AFTER_PAINT_LOADER}</script></head>` +
        '<body><h1>Hola</h1>' +
        // The polyfills for old browsers and Next's data stay as they were.
        '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
        deferred('/_next/static/chunks/main.js') +
        '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
    );
  });

  it('leaves scripts that are not plain chunks of the build alone', () => {
    const others = [
      '<script src="https://js.stripe.com/v3" async=""></script>',
      '<script src="/_next/static/chunks/a.js"></script>',
      '<script src="/_next/static/chunks/a.js" async="" integrity="sha384-x"></script>',
      '<script src="/_next/static/chunks/a.js" async="" type="module"></script>',
      '<script src="/_next/static/chunks/a.css" async=""></script>',
    ];
    const other = `<html><head>${others.join('')}</head><body></body></html>`;
    expect(deferScriptsPastPaint(other)).toEqual({ html: other, deferred: 0 });
  });

  it('returns a page without a head, or without chunks, as it was', () => {
    const fragment = '<p>Hola</p><script src="/_next/static/chunks/a.js" async=""></script>';
    expect(deferScriptsPastPaint(fragment)).toEqual({ html: fragment, deferred: 0 });
    const plain = '<html><head></head><body><p>Hola</p></body></html>';
    expect(deferScriptsPastPaint(plain)).toEqual({ html: plain, deferred: 0 });
  });

  it('pins the loader by its hash, and the loader finds what the rewrite marks', () => {
    const digest = createHash('sha256').update(SCRIPTS_AFTER_PAINT_LOADER).digest('base64');
    expect(SCRIPTS_AFTER_PAINT_LOADER_HASH).toBe(`'sha256-${digest}'`);
    expect(SCRIPTS_AFTER_PAINT_LOADER).toContain(`script[type="text/after-paint"]`);
    // It is a script a browser can parse.
    expect(() => new Function(SCRIPTS_AFTER_PAINT_LOADER)).not.toThrow();
  });

  it('preloads the deferred chunks once the first frame is painted, then runs them', async () => {
    const dom = new JSDOM(deferScriptsPastPaint(page).html, {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      // jsdom has no User Timing; the loader marks the moment it adds the scripts.
      beforeParse: (window) => {
        window.performance.mark = () => undefined as never;
      },
    });
    const { document } = dom.window;
    const addresses = (selector: string) =>
      [...document.querySelectorAll(selector)].map(
        (node) => node.getAttribute('href') ?? node.getAttribute('src'),
      );
    // (jsdom does not reflect a link's `as` into its attribute.)
    const preloads = () => addresses('link[rel="preload"]');
    const added = () => addresses('script[src]:not([type]):not([noModule])');
    try {
      // The page is parsed and the loader has run, but no frame yet: only Next's own preload.
      expect(preloads()).toEqual(['/_next/static/chunks/main.js']);
      expect(added()).toEqual([]);
      const chunks = [
        '/_next/static/chunks/a.js',
        '/_next/static/chunks/turbopack-b.js',
        '/_next/static/chunks/main.js',
      ];
      await vi.waitFor(() =>
        expect(preloads()).toEqual(['/_next/static/chunks/main.js', ...chunks]),
      );
      await vi.waitFor(() => expect(added()).toEqual(chunks));
    } finally {
      dom.window.close();
    }
  });
});
