import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { HeaderInfoBanner } from '@/components/storefront/theme/header-info-banner';
import type { Header } from '@/lib/api/schemas/shop';
import { BUTTON_LABELS } from '@/lib/domain/vocabulary';
import { headerLink } from '@/lib/domain/paths/theme-links';

import { renderWithIntl } from '../support/render-with-intl';

const header: Header = {
  id: 'hdr_cafe_1',
  title: 'Café de altura recién tostado',
  subtitle: 'Directo de las fincas de Chiapas',
  description: 'Compramos directo a productores y tostamos cada semana.',
  target: 'all',
  action_type: 'none',
  url: null,
  product: null,
  product_supplier: null,
  button_label: null,
  bg_color1: '#78350f',
  bg_color2: '#d97706',
};

const SHOP_COLOURS: [string, string] = ['#1d4ed8', '#7c3aed'];

const render = (
  overrides: Partial<Header>,
  product: { id: string; owner: string; type: string } | null = null,
  locale: 'es' | 'en' = 'es',
) => {
  const h = { ...header, ...overrides };
  return renderWithIntl(
    <HeaderInfoBanner
      header={h}
      link={headerLink(h, '/tienda/cafe/', product)}
      shopColours={SHOP_COLOURS}
    />,
    locale,
  );
};

const SPANISH = {
  signup: 'Regístrate',
  signupnow: 'Regístrate ahora',
  signupfree: 'Regístrate gratis',
  startnow: 'Comienza Ahora',
  buynow: 'Comprar ahora',
  more: 'Ver más',
};
const ENGLISH = {
  signup: 'Sign up',
  signupnow: 'Sign up now',
  signupfree: 'Sign up for free',
  startnow: 'Start now',
  buynow: 'Buy now',
  more: 'See more',
};

describe('shop header (header_info)', () => {
  it('shows title, subtitle and description, and no button for action none', () => {
    render({});
    const region = screen.getByRole('region', { name: header.title });
    expect(region).toHaveTextContent(header.subtitle!);
    expect(region).toHaveTextContent(header.description!);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links a product header to the item page with its label', () => {
    render(
      {
        action_type: 'product',
        button_label: 'buynow',
        product: { id: 'prd_3', product_name: 'Café' },
      },
      { id: 'prd_3', owner: 'sup_cafe', type: 'product' },
    );
    expect(screen.getByRole('link', { name: 'Comprar ahora' })).toHaveAttribute(
      'href',
      '/tienda/cafe/productos/sup_cafe/prd_3',
    );
  });

  it('links a url header to its address and a sign-up header to the sign-up page', () => {
    const { unmount } = render({
      action_type: 'url',
      url: 'https://example.com/moda/novedades',
      button_label: 'more',
    });
    expect(screen.getByRole('link', { name: 'Ver más' })).toHaveAttribute(
      'href',
      'https://example.com/moda/novedades',
    );
    unmount();
    render({ action_type: 'signup', button_label: 'signupfree' });
    expect(screen.getByRole('link', { name: 'Regístrate gratis' })).toHaveAttribute(
      'href',
      '/tienda/cafe/registro',
    );
  });

  it.each(BUTTON_LABELS)('labels the button %s in Spanish and English', (label) => {
    const { unmount } = render({ action_type: 'signup', button_label: label });
    expect(screen.getByRole('link')).toHaveTextContent(SPANISH[label]);
    unmount();
    render({ action_type: 'signup', button_label: label }, null, 'en');
    expect(screen.getByRole('link')).toHaveTextContent(ENGLISH[label]);
  });

  it('drops the button of a product header whose product is not shown', () => {
    render(
      {
        action_type: 'product',
        button_label: 'buynow',
        product: { id: 'prd_3', product_name: 'Café' },
      },
      null,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('paints the header colours (the shop colours without them) with readable text', () => {
    render({ bg_color1: null, bg_color2: null });
    const panel = screen.getByRole('heading', { level: 2 }).parentElement!;
    expect(panel.style.backgroundImage).toContain('#1d4ed8');
    expect(panel.style.color).toMatch(/#ffffff|rgb\(255, 255, 255\)/);
  });
});
