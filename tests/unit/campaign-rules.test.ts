import { describe, expect, it } from 'vitest';

import {
  campaignFiltersFromQuery,
  referredApiQuery,
  referredFiltersFromQuery,
} from '@/lib/domain/campaigns/campaign-filters';
import {
  campaignName,
  landingUrl,
  SHORT_CODE,
  shortCodeFrom,
  shortLinkUrl,
  SOURCE_CODE,
  sourceCodeFromName,
} from '@/lib/domain/campaigns/campaign-rules';
import { campaignTarget } from '@/lib/domain/campaigns/campaign-target';
import { referralShareUrl, showsCampaignWidget } from '@/lib/domain/campaigns/campaign-widget';
import { cutCodePoints } from '@/lib/domain/text/cut-code-points';

const site = { rootDomain: 'example.mx' };

describe('short codes', () => {
  it('draws 8 characters no one mistakes for another (no i, l, o, u)', () => {
    const every = shortCodeFrom(new Uint8Array([0, 31, 32, 255, 18, 21, 24, 27]));
    expect(every).toBe('0z0zjnrv');
    expect(every).toMatch(SHORT_CODE);
    const seen = new Set<string>();
    for (let b = 0; b < 256; b++) seen.add(shortCodeFrom(new Uint8Array(8).fill(b))[0]!);
    expect([...seen].sort().join('')).toBe('0123456789abcdefghjkmnpqrstvwxyz');
    expect(() => shortCodeFrom(new Uint8Array(7))).toThrow(RangeError);
    expect(SHORT_CODE.test('abcdefgi')).toBe(false);
    expect(SHORT_CODE.test('../../x')).toBe(false);
  });
});

describe('names and source codes', () => {
  it('cuts a campaign name to 100 characters without splitting an emoji', () => {
    expect(campaignName('  Buen Fin  ')).toBe('Buen Fin');
    const long = `${'a'.repeat(99)}😀😀`;
    expect(Array.from(campaignName(long))).toHaveLength(100);
    expect(campaignName(long).endsWith('😀')).toBe(true);
    expect(cutCodePoints('ab  c', 3)).toBe('ab');
  });

  it('makes a source code from a channel name', () => {
    expect(sourceCodeFromName('Anuncios — México')).toBe('anuncios-mexico');
    expect(sourceCodeFromName('¡¡!!')).toBe('canal');
    expect(sourceCodeFromName('x'.repeat(60))).toHaveLength(40);
    expect(SOURCE_CODE.test(sourceCodeFromName('Grupo de WhatsApp 2'))).toBe(true);
    expect(SOURCE_CODE.test('-a')).toBe(false);
  });
});

describe('links', () => {
  it('builds the short link of a campaign and of a channel', () => {
    expect(shortLinkUrl('https://example.mx/', 'k7m2qx9a')).toBe('https://example.mx/l/k7m2qx9a');
    expect(shortLinkUrl('https://example.mx', 'k7m2qx9a', 'fb')).toBe(
      'https://example.mx/l/k7m2qx9a/fb',
    );
  });

  it('sends the visitor on with referral, campaign and click, replacing stale ones', () => {
    const url = landingUrl('https://demo.example.mx/p?campaign=old&click_id=old&color=rojo', {
      referral: 'usr_1',
      campaign: 'cmp_1',
      clickId: 'clk_1',
    });
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
      campaign: 'cmp_1',
      click_id: 'clk_1',
      color: 'rojo',
      referral: 'usr_1',
    });
    const crawler = landingUrl('https://example.mx/?click_id=old', {
      referral: 'usr_1',
      campaign: 'cmp_1',
      clickId: null,
    });
    expect(new URL(crawler).searchParams.has('click_id')).toBe(false);
  });
});

describe('campaign pages', () => {
  it('takes the platform, its shop sub-domains and paths on it', () => {
    expect(campaignTarget('/tienda/demo/', site)).toEqual({
      kind: 'platform',
      url: 'https://example.mx/tienda/demo/',
    });
    expect(campaignTarget('https://demo.example.mx/p#top', site)).toEqual({
      kind: 'platform',
      url: 'https://demo.example.mx/p',
    });
    expect(campaignTarget('http://localhost:3000/x', { rootDomain: 'localhost:3000' }).kind).toBe(
      'platform',
    );
  });

  it('leaves a public domain to the shops check, and refuses everything else', () => {
    expect(campaignTarget('https://mitienda.mx/', site)).toEqual({
      kind: 'domain',
      url: 'https://mitienda.mx/',
      host: 'mitienda.mx',
    });
    for (const typed of [
      '',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//evil.example.com/',
      'https://user:pw@example.mx/',
      'http://localhost:9999/',
      'https://10.0.0.1/',
      'no es una dirección',
      `/${'a'.repeat(2000)}`,
    ]) {
      expect(
        campaignTarget(
          typed,
          typed.includes('localhost') ? { rootDomain: 'localhost:3000' } : site,
        ),
        typed,
      ).toEqual({
        kind: 'invalid',
      });
    }
  });
});

describe('list filters from the address', () => {
  it('keeps what the API takes and drops the rest', () => {
    expect(
      campaignFiltersFromQuery({
        text: '  fin ',
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        sort: 'name',
      }),
    ).toEqual({ text: 'fin', start_date: '2026-11-01', end_date: '2026-11-30', sort: 'name' });
    expect(
      campaignFiltersFromQuery({ start_date: '2026-02-30', end_date: '2026-01-01', sort: 'x' }),
    ).toEqual({ end_date: '2026-01-01' });
    expect(campaignFiltersFromQuery({ start_date: '2026-03-01', end_date: '2026-01-01' })).toEqual({
      start_date: '2026-03-01',
    });
    expect(campaignFiltersFromQuery({ sort: '-created_at' })).toEqual({});
  });
});

describe('the campaign widget', () => {
  it('shows on shop pages but not on app, account, cart or back-office pages', () => {
    expect(showsCampaignWidget('/tienda/demo/', '/tienda/demo/')).toBe(true);
    expect(showsCampaignWidget('/tienda/demo/productos', '/tienda/demo/')).toBe(true);
    expect(showsCampaignWidget('/', '/')).toBe(true);
    expect(showsCampaignWidget('/productos/taza', '/')).toBe(true);
    for (const [path, base] of [
      ['/apps/me/referral/campaigns', '/'],
      ['/me/wallet/commissions', '/'],
      ['/home', '/'],
      ['/password/reset', '/'],
      ['/shopping-cart', '/'],
      ['/tienda/demo/carrito', '/tienda/demo/'],
      ['/carrito', '/'],
      ['/tienda/demo/admin/ordenes', '/tienda/demo/'],
      ['/tienda/demo/mis-compras/ord_1', '/tienda/demo/'],
      ['/tienda/demo/comprar/chk_1', '/tienda/demo/'],
    ] as const) {
      expect(showsCampaignWidget(path, base), path).toBe(false);
    }
    expect(showsCampaignWidget('/medias', '/')).toBe(true);
  });

  it('shares the page with the sharer’s referral in place of other tracking', () => {
    expect(
      referralShareUrl(
        'https://demo.example.mx/p/taza?color=rojo&campaign=cmp_1&click_id=x#fotos',
        'usr_9',
      ),
    ).toBe('https://demo.example.mx/p/taza?color=rojo&referral=usr_9');
  });
});

describe('referred list filters', () => {
  it('keeps what the API takes and maps the arrival to its flags', () => {
    const filters = referredFiltersFromQuery({
      text: ' ana ',
      campaign: 'cmp_1',
      llegada: 'compra',
      start_date: 'ayer',
    });
    expect(filters).toEqual({ text: 'ana', campaign: 'cmp_1', llegada: 'compra' });
    expect(referredApiQuery(filters)).toEqual({
      text: 'ana',
      campaign: 'cmp_1',
      customer_by_campaign: 'true',
    });
    expect(referredFiltersFromQuery({ campaign: '../x', llegada: 'otra' })).toEqual({});
    expect(referredApiQuery({ llegada: 'registro' })).toEqual({ registered_by_campaign: 'true' });
  });
});
