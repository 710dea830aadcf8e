import { describe, expect, it } from 'vitest';

import {
  earningExample,
  examplePlan,
  landingHrefFromShop,
  LANDING_PATHS,
  type LandingPlan,
  MEMBERSHIP_RESIDUAL_RATE,
  PLAN_PAGES,
  planPagePath,
  planPurchaseHref,
  plansByPrice,
  rateToBasisPoints,
} from '@/lib/domain/landing/landing-pages';
import { faqPageJsonLd, platformPageUrl } from '@/lib/domain/landing/landing-seo';
import { PLAN_IDS } from '@/lib/domain/vocabulary';

const base: LandingPlan = {
  id: 'plan_profesional',
  name: 'Plan Profesional',
  price: 19_900,
  currency: 'MXN',
  periodicity: 'monthly',
  commission_rate: 0.5,
  contribution_margin: 9_950,
};
const tienda: LandingPlan = {
  ...base,
  id: 'tienda_en_linea',
  name: 'Tienda en Línea',
  price: 49_900,
  commission_rate: 0.6,
  contribution_margin: 24_950,
};
const factura: LandingPlan = {
  ...base,
  id: 'facturacion_electronica',
  name: 'Facturación Electrónica',
  price: 14_900,
  contribution_margin: 7_450,
};

describe('earning example (spec 03 §9: contribution margin × plan commission rate)', () => {
  it('gives the base plan 99.50 MXN × 0.5 = 49.75 MXN', () => {
    expect(earningExample(base)).toEqual({
      margin: 9_950,
      rate: 0.5,
      earning: 4_975,
      currency: 'MXN',
    });
  });

  it('rounds a fraction of a cent down, as resale earnings do', () => {
    expect(earningExample({ ...base, contribution_margin: 9_951 }).earning).toBe(4_975);
    expect(earningExample(tienda).earning).toBe(14_970);
  });

  it('reads rates as basis points without floating-point drift', () => {
    expect(rateToBasisPoints(0.7)).toBe(7_000);
    expect(rateToBasisPoints(0.575)).toBe(5_750);
  });

  it('uses the base plan for the example when it is listed, else the cheapest', () => {
    expect(examplePlan([tienda, factura, base])?.id).toBe('plan_profesional');
    expect(examplePlan([tienda, factura])?.id).toBe('facturacion_electronica');
    expect(examplePlan([])).toBeNull();
  });

  it('states the 15 % membership residual', () => {
    expect(MEMBERSHIP_RESIDUAL_RATE).toBe(0.15);
  });
});

describe('plan pages', () => {
  it('map each page to a plan id of spec 03 §3, and back', () => {
    for (const [path, id] of Object.entries(PLAN_PAGES)) {
      expect(PLAN_IDS).toContain(id);
      expect(planPagePath(id)).toBe(path);
    }
    expect(PLAN_PAGES['/tiendaenlinea']).toBe('tienda_en_linea');
    expect(PLAN_PAGES['/negociodigital']).toBe('negocio_digital');
    expect(planPagePath('plan_profesional')).toBeNull();
  });

  it('buy through the existing package page', () => {
    expect(planPurchaseHref('negocio_digital')).toBe('/apps/paquetes/negocio_digital');
  });

  it('list plans cheapest first', () => {
    expect(plansByPrice([tienda, base, factura]).map((p) => p.id)).toEqual([
      'facturacion_electronica',
      'plan_profesional',
      'tienda_en_linea',
    ]);
  });

  it('name every landing page once', () => {
    expect(new Set(LANDING_PATHS).size).toBe(LANDING_PATHS.length);
    expect(LANDING_PATHS).toEqual(expect.arrayContaining(['/proveedores', '/emprendedores']));
  });
});

describe('landing SEO', () => {
  it('writes FAQPage structured data with each question and its answer', () => {
    expect(faqPageJsonLd([{ question: '¿Cuánto cuesta?', answer: 'Nada.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: '¿Cuánto cuesta?',
          acceptedAnswer: { '@type': 'Answer', text: 'Nada.' },
        },
      ],
    });
  });

  it('gives the canonical on the platform host by the public protocol rule', () => {
    expect(platformPageUrl('/proveedores', { rootDomain: 'localhost:3000' })).toBe(
      'http://localhost:3000/proveedores',
    );
    expect(platformPageUrl('/emprendedores', { rootDomain: 'example.mx' })).toBe(
      'https://example.mx/emprendedores',
    );
    expect(platformPageUrl('/x', { rootDomain: 'example.mx', protocol: 'http' })).toBe(
      'http://example.mx/x',
    );
  });

  it('links a shop page to the platform on the root domain, whatever the shop host', () => {
    expect(landingHrefFromShop('example.mx', '/proveedores')).toBe('//example.mx/proveedores');
  });
});
