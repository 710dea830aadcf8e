import { describe, expect, it } from 'vitest';

import {
  activationHref,
  otherShopHref,
  parseActivationQuery,
  platformHref,
} from '@/lib/domain/paths/account-links';
import { homeShopOf, initialsOf, ownShopToShow } from '@/lib/domain/accounts/account-menu';
import {
  parseRegisterCompleteQuery,
  pendingActivationHref,
} from '@/lib/domain/accounts/register-complete-query';

const sub = { protocol: 'http:', host: 'demo.localhost:3000' };
const root = { protocol: 'http:', host: 'localhost:3000' };

describe('account links', () => {
  it('reaches platform pages from a sub-domain shop (through the hand-off) and from a /tienda/ shop', () => {
    expect(platformHref('/asistentes/emprendedores', '/', 'demo', sub)).toBe(
      'http://localhost:3000/auth/handoff?from=demo.localhost%3A3000&next=%2Fasistentes%2Femprendedores',
    );
    expect(platformHref('/asistentes/emprendedores', '/tienda/demo/', 'demo', root)).toBe(
      '/asistentes/emprendedores',
    );
  });

  it("reaches platform pages and the visitor's own shop from a shop's own domain, which hands no login on", () => {
    const own = { protocol: 'https:', host: 'mitienda.mx', platformHost: 'tienda.mx' };
    expect(platformHref('/asistentes/emprendedores', '/', 'demo', own)).toBe(
      'https://tienda.mx/asistentes/emprendedores',
    );
    expect(otherShopHref('/', 'demo', 'moda', own)).toBe('https://moda.tienda.mx/');
  });

  it("links the visitor's own shop the way the current one was reached", () => {
    expect(otherShopHref('/', 'demo', 'moda', sub)).toBe(
      'http://moda.localhost:3000/auth/handoff?from=demo.localhost%3A3000&next=%2F',
    );
    // From the platform host (no shop), to the shop's sub-domain.
    expect(otherShopHref('/', '', 'moda', root)).toBe(
      'http://moda.localhost:3000/auth/handoff?from=localhost%3A3000&next=%2F',
    );
    expect(otherShopHref('/tienda/demo/', 'demo', 'moda', root)).toBe('/tienda/moda');
  });

  it('carries the PIN card query without the password and reads it back', () => {
    const href = activationHref('/tienda/demo/', {
      type: 'phone',
      code: 'abcdefghijkl',
      can_skip_pin: false,
      phone: '5512345678',
      country: 'MX',
      country_code: '52',
      full_name: 'Ana Pérez',
      username: undefined,
    });
    expect(href).toBe(
      '/tienda/demo/register/activate?type=phone&code=abcdefghijkl&can_skip_pin=false&phone=5512345678&country=MX&country_code=52&full_name=Ana+P%C3%A9rez',
    );
    const query = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseActivationQuery(query)).toMatchObject({
      type: 'phone',
      code: 'abcdefghijkl',
      can_skip_pin: false,
      phone: '5512345678',
    });
    expect(parseActivationQuery({ type: 'email' })).toBeNull();
  });
});

describe('account menu', () => {
  it('shows initials of the first and last names', () => {
    expect(initialsOf('ana maría pérez')).toBe('AP');
    expect(initialsOf('Ana')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
  });

  it("offers 'my shop' on another shop, not on the one the user administers", () => {
    const shops = [
      { slug: 'demo', role: 'accountant' },
      { slug: 'moda', role: 'admin' },
    ];
    expect(ownShopToShow(shops, 'demo')).toBe('moda');
    expect(ownShopToShow(shops, 'moda')).toBeNull();
    expect(ownShopToShow([{ slug: 'demo', role: 'dispatcher' }], 'cafe')).toBeNull();
  });

  it('leads supplier pages back to the shop the user administers, else one they work in', () => {
    const demo = { slug: 'demo', role: 'accountant' };
    const moda = { slug: 'moda', role: 'admin' };
    expect(homeShopOf([demo, moda])).toBe(moda);
    expect(homeShopOf([demo])).toBe(demo);
    expect(homeShopOf([])).toBeNull();
  });
});

describe('/register/complete query (spec 02 §2)', () => {
  it('reads the contact, the code and the plan, each checked on its own', () => {
    expect(
      parseRegisterCompleteQuery({
        code: 'AbC_123-xyz',
        number: '(551) 234-5678',
        username: ' Ana@Example.MX ',
        package_code: 'tienda_en_linea',
        page: 'tiendaenlinea',
        pixel: '1234567890',
      }),
    ).toEqual({
      code: 'AbC_123-xyz',
      number: '5512345678',
      username: 'ana@example.mx',
      plan: 'tienda_en_linea',
    });
  });

  it('drops what is not valid instead of failing the page', () => {
    expect(
      parseRegisterCompleteQuery({
        code: 'no spaces!',
        number: '12345',
        username: 'not-an-email',
        package_code: 'plan_gratis',
      }),
    ).toEqual({});
    expect(parseRegisterCompleteQuery({ username: ['a@b.mx', 'c@d.mx'], number: '' })).toEqual({
      username: 'a@b.mx',
    });
  });

  it('sends a pending registration to the PIN card, by SMS for a number', () => {
    expect(
      pendingActivationHref('/tienda/demo/', { code: 'codigo-123', number: '5512345678' }),
    ).toBe(
      '/tienda/demo/register/activate?type=phone&code=codigo-123&can_skip_pin=false&phone=5512345678',
    );
    expect(pendingActivationHref('/', { code: 'codigo-123', username: 'ana@example.mx' })).toBe(
      '/register/activate?type=email&code=codigo-123&can_skip_pin=false&username=ana%40example.mx',
    );
    expect(pendingActivationHref('/', { username: 'ana@example.mx' })).toBeNull();
    expect(pendingActivationHref('/', { code: 'codigo-123' })).toBeNull();
  });
});
