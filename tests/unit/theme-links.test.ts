import { describe, expect, it } from 'vitest';

import type { Slide } from '@/lib/api/schemas/shop';
import { headerLink, safeWebAddress, slideLink } from '@/lib/domain/paths/theme-links';

const slide = (
  overrides: Partial<Slide>,
): Pick<Slide, 'action_type' | 'product' | 'url' | 'url_target'> => ({
  action_type: 'none',
  product: null,
  url: null,
  url_target: false,
  ...overrides,
});

const product = { id: 'prd_7', owner: 'sup_cafe', type: 'product', name: 'Café de Chiapas' };

describe('slide links', () => {
  it('sends a product slide to the item page under the shop base', () => {
    expect(slideLink(slide({ action_type: 'product', product }), '/tienda/cafe/')).toEqual({
      href: '/tienda/cafe/productos/sup_cafe/prd_7',
      newTab: false,
    });
    expect(
      slideLink(
        slide({ action_type: 'product', product: { ...product, type: 'experience' } }),
        '/',
      ),
    ).toEqual({
      href: '/experiencias/sup_cafe/prd_7',
      newTab: false,
    });
  });

  it('opens a url slide in a new tab only when url_target is set', () => {
    expect(
      slideLink(
        slide({ action_type: 'url', url: 'https://example.com/envios', url_target: true }),
        '/',
      ),
    ).toEqual({
      href: 'https://example.com/envios',
      newTab: true,
    });
    expect(
      slideLink(slide({ action_type: 'url', url: 'example.com/moda', url_target: false }), '/'),
    ).toEqual({
      href: 'https://example.com/moda',
      newTab: false,
    });
  });

  it('sends a sign-up slide to the sign-up page and links nothing for none', () => {
    expect(slideLink(slide({ action_type: 'signup' }), '/tienda/demo/')).toEqual({
      href: '/tienda/demo/registro',
      newTab: false,
    });
    expect(slideLink(slide({ action_type: 'none', url: 'https://example.com' }), '/')).toBeNull();
  });

  it('links nothing when what the slide names is missing or unknown', () => {
    expect(slideLink(slide({ action_type: 'product' }), '/')).toBeNull();
    expect(
      slideLink(slide({ action_type: 'product', product: { ...product, type: 'gadget' } }), '/'),
    ).toBeNull();
    expect(slideLink(slide({ action_type: 'url', url: '' }), '/')).toBeNull();
  });
});

describe('safe web addresses', () => {
  it('keeps http(s) and site paths, adds https to a bare domain', () => {
    expect(safeWebAddress('http://example.com/a?b=1')).toBe('http://example.com/a?b=1');
    expect(safeWebAddress(' www.example.mx/ofertas ')).toBe('https://www.example.mx/ofertas');
    expect(safeWebAddress('/tienda/demo/productos')).toBe('/tienda/demo/productos');
  });

  it('refuses script and data addresses, protocol-relative hosts and text', () => {
    expect(safeWebAddress('javascript:alert(1)')).toBeNull();
    expect(safeWebAddress('data:text/html,hi')).toBeNull();
    expect(safeWebAddress('//evil.example')).toBeNull();
    expect(safeWebAddress('not a link')).toBeNull();
    expect(safeWebAddress(null)).toBeNull();
  });
});

describe('header links', () => {
  it('follows the action type: product item page, url, sign-up, none', () => {
    expect(
      headerLink({ action_type: 'product', url: null }, '/', {
        id: 'prd_1',
        owner: 'sup_1',
        type: 'digital',
      }),
    ).toEqual({
      href: '/digitales/sup_1/prd_1',
      newTab: false,
    });
    expect(headerLink({ action_type: 'product', url: null }, '/', null)).toBeNull();
    expect(
      headerLink({ action_type: 'url', url: 'https://example.com/moda/novedades' }, '/', null)
        ?.href,
    ).toBe('https://example.com/moda/novedades');
    expect(headerLink({ action_type: 'signup', url: null }, '/tienda/espejo/', null)?.href).toBe(
      '/tienda/espejo/registro',
    );
    expect(headerLink({ action_type: 'none', url: 'https://example.com' }, '/', null)).toBeNull();
  });
});
