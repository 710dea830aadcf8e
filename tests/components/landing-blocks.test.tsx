import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EarningExample } from '@/components/landing/earning-example';
import { LandingFaq } from '@/components/landing/landing-faq';
import { PlanCardActions } from '@/components/landing/plan-card-actions';
import { PlanPriceCard } from '@/components/landing/plan-price-card';
import { ShopLandingBanners } from '@/components/landing/shop-landing-banners';
import type { LandingPlan } from '@/lib/domain/landing/landing-pages';

import { renderWithIntl } from '../support/render-with-intl';

// As the seed has them (lib/db/seed/plans.ts): the base plan and 'Tienda en Línea'.
const basePlan: LandingPlan = {
  id: 'plan_profesional',
  name: 'Plan Profesional',
  price: 19_900,
  currency: 'MXN',
  periodicity: 'monthly',
  commission_rate: 0.5,
  contribution_margin: 9_950,
};
const tiendaEnLinea: LandingPlan = {
  ...basePlan,
  id: 'tienda_en_linea',
  name: 'Tienda en Línea',
  price: 49_900,
  commission_rate: 0.6,
  contribution_margin: 24_950,
};

const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim();

describe('landing FAQ', () => {
  const entries = [
    { question: '¿Cuánto cuesta ser proveedor?', answer: 'Registrarte es gratis.' },
    { question: '¿Quién entrega los pedidos?', answer: 'Tú.' },
  ];

  it('lists each question as a closed disclosure that opens on its summary', () => {
    const { container } = renderWithIntl(
      <LandingFaq title="Preguntas frecuentes" entries={entries} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Preguntas frecuentes' })).toBeVisible();
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect(details[0]!.open).toBe(false);
    const summary = screen.getByText('¿Cuánto cuesta ser proveedor?').closest('summary')!;
    fireEvent.click(summary);
    expect(details[0]!.open).toBe(true);
    expect(within(details[0]!).getByText('Registrarte es gratis.')).toBeInTheDocument();
  });

  it('states the same questions and answers as FAQPage structured data', () => {
    const { container } = renderWithIntl(<LandingFaq title="FAQ" entries={entries} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.innerHTML) as { '@type': string; mainEntity: unknown[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([
      expect.objectContaining({
        name: '¿Cuánto cuesta ser proveedor?',
        acceptedAnswer: { '@type': 'Answer', text: 'Registrarte es gratis.' },
      }),
      expect.objectContaining({ name: '¿Quién entrega los pedidos?' }),
    ]);
  });
});

describe('plan price card', () => {
  it('shows the plan name, price, period and commission rate, with its buttons', () => {
    renderWithIntl(
      <PlanPriceCard
        plan={tiendaEnLinea}
        period="Mensual"
        actions={<PlanCardActions planId={tiendaEnLinea.id} name={tiendaEnLinea.name} />}
      />,
    );
    const card = screen.getByRole('article', { name: 'Tienda en Línea' });
    expect(text(within(card).getByTestId('plan-price'))).toBe('$499.00');
    expect(within(card).getByText('MXN')).toBeVisible();
    expect(within(card).getByText('Mensual')).toBeVisible();
    expect(text(within(card).getByText(/del margen de contribución/))).toMatch(
      /^60\s?% del margen de contribución$/,
    );
    expect(within(card).getByRole('link', { name: /^Comprar ahora/ })).toHaveAttribute(
      'href',
      '/apps/paquetes/tienda_en_linea',
    );
    expect(
      within(card).getByRole('link', { name: 'Conoce el plan Tienda en Línea' }),
    ).toHaveAttribute('href', '/tiendaenlinea');
  });

  it('offers no plan page link for a plan without one, in English too', () => {
    renderWithIntl(
      <PlanPriceCard
        plan={basePlan}
        period="Monthly"
        actions={<PlanCardActions planId={basePlan.id} name={basePlan.name} />}
      />,
      'en',
    );
    expect(screen.getByRole('link', { name: /^Buy now/ })).toHaveAttribute(
      'href',
      '/apps/paquetes/plan_profesional',
    );
    expect(screen.queryByRole('link', { name: /See the/ })).toBeNull();
    expect(screen.getByText(/of the contribution margin/)).toBeVisible();
  });
});

describe('earning example', () => {
  it('works out the base plan: 99.50 MXN × 50 % = 49.75 MXN per sale', () => {
    renderWithIntl(<EarningExample plan={basePlan} />);
    const example = screen.getByTestId('earning-example');
    expect(within(example).getByText('Ejemplo con el Plan Profesional')).toBeVisible();
    expect(within(example).getByText('$99.50 MXN')).toBeVisible();
    expect(text(within(example).getByTestId('earning-amount'))).toBe('$49.75 MXN');
  });
});

describe('shop landing banners', () => {
  const shop = {
    name: 'Tienda Demo',
    hidden_dssupplier_banner: false,
    hidden_affiliate_banner: false,
  };

  it("asks 'want to be supplier of {shop}?' with 'Ver más' to /proveedores, and shows the affiliate card", () => {
    renderWithIntl(<ShopLandingBanners shop={shop} rootDomain="localhost:3000" />);
    expect(
      screen.getByRole('heading', { name: '¿Quieres ser proveedor de Tienda Demo?' }),
    ).toBeVisible();
    expect(screen.getByRole('complementary', { name: 'Vende con Tienda' })).toBeVisible();
    const supplier = screen.getByTestId('supplier-banner');
    const more = within(supplier).getByRole('link', { name: /Ver más/ });
    expect(more).toHaveTextContent('Ver más');
    expect(more).toHaveAttribute('href', '//localhost:3000/proveedores');
    const affiliate = screen.getByTestId('affiliate-banner');
    expect(within(affiliate).getByRole('link', { name: /Ver más/ })).toHaveAttribute(
      'href',
      '//localhost:3000/emprendedores',
    );
  });

  it('leaves out what the shop hides, and everything when both are hidden', () => {
    const { unmount } = renderWithIntl(
      <ShopLandingBanners shop={{ ...shop, hidden_dssupplier_banner: true }} rootDomain="x.mx" />,
    );
    expect(screen.queryByTestId('supplier-banner')).toBeNull();
    expect(screen.getByTestId('affiliate-banner')).toBeVisible();
    unmount();
    renderWithIntl(
      <ShopLandingBanners
        shop={{ ...shop, hidden_dssupplier_banner: true, hidden_affiliate_banner: true }}
        rootDomain="x.mx"
      />,
    );
    expect(screen.queryByTestId('shop-landing-banners')).toBeNull();
  });

  it('speaks English with the English messages', () => {
    renderWithIntl(<ShopLandingBanners shop={shop} rootDomain="x.mx" />, 'en');
    expect(
      screen.getByRole('heading', { name: 'Want to be a supplier of Tienda Demo?' }),
    ).toBeVisible();
  });
});
