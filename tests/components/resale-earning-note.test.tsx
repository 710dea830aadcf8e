import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ProductList } from '@/components/storefront/product-list';
import type { ProductSummary } from '@/lib/api/schemas/product';
import type { UserLevel } from '@/lib/domain/vocabulary';
import { forgetMe } from '@/lib/client/use-me';
import { forgetResaleEarnings } from '@/lib/client/resale-earnings';
import { resaleInfoChoiceChanged } from '@/lib/client/resale-info-choice';

import { jsonAnswer } from '../support/account-labels';
import { renderWithIntl } from '../support/render-with-intl';

const item = (i: number, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id: `prd_${i}`,
  owner: 'sup_1',
  name: `Playera ${i}`,
  name_en: `T-shirt ${i}`,
  type: 'product',
  slug: `playera-${i}`,
  photos: [`/demo/products/ropa-${i}.svg`],
  list_price: 19_900 + i,
  crossout_price: null,
  currency: 'MXN',
  hide_price: false,
  is_free: false,
  is_dropshipping: true,
  contribution_margin: 40_800,
  in_store: true,
  list_state: 'published',
  hiden: false,
  sold_out: false,
  queue_position: i,
  experience_date: null,
  concluded: false,
  ...overrides,
});

const products = [
  item(1),
  item(2, { is_dropshipping: false, contribution_margin: 0 }),
  item(3, { currency: 'USD', contribution_margin: 600 }),
  item(4, { hide_price: true }),
];

/** What the API answers: the visitor of `level` (null: nobody signed in) and their earnings. */
function visitAs(level: UserLevel | null) {
  forgetMe();
  forgetResaleEarnings();
  const asked: URL[] = [];
  document.cookie =
    level === null ? 'tienda_signed_in=; Max-Age=0; Path=/' : 'tienda_signed_in=1; Path=/';
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    asked.push(url);
    if (url.pathname === '/api/me/resale-earnings')
      return level === 2
        ? jsonAnswer(200, {
            rate: 0.5,
            results: [
              { id: 'prd_1', earning: 20_400, currency: 'MXN' },
              { id: 'prd_3', earning: 300, currency: 'USD' },
            ],
          })
        : jsonAnswer(403, { code: 'forbidden', message: '' });
    return jsonAnswer(200, {
      id: `usr_level_${level}`,
      full_name: 'Emilio Treviño',
      email: 'emprendedor@tienda.test',
      phone: null,
      country_code: null,
      level,
      image: null,
      shops: [],
      is_supplier: false,
      show_tour: false,
    });
  });
  return asked;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'tienda_signed_in=; Max-Age=0; Path=/';
  document.cookie = 'resale_info=; Max-Age=0; Path=/';
  forgetMe();
  forgetResaleEarnings();
});

const earningsAsked = (asked: URL[]) =>
  asked.filter((url) => url.pathname === '/api/me/resale-earnings');

describe('earnings per resale on cards (spec 03 §6, §9)', () => {
  it('a level-two visitor sees margin × their rate on the items they can resell, in one request', async () => {
    const asked = visitAs(2);
    renderWithIntl(<ProductList products={products} base="/" labelledBy="x" resaleInfo />);
    const cards = screen.getAllByRole('listitem');
    await waitFor(() => expect(cards[0]).toHaveTextContent('Ganancia: $204.00'));
    expect(cards[2]).toHaveTextContent('Ganancia: $3.00 USD');
    expect(cards[1]).not.toHaveTextContent('Ganancia');
    // A hidden price earns nothing to show: not even asked.
    expect(cards[3]).not.toHaveTextContent('Ganancia');
    expect(earningsAsked(asked)).toHaveLength(1);
    expect(earningsAsked(asked)[0]!.searchParams.get('ids')).toBe('prd_1,prd_3');
  });

  it('anonymous visitors see no earning and ask for none', async () => {
    const asked = visitAs(null);
    const { container } = renderWithIntl(
      <ProductList products={products} base="/" labelledBy="x" resaleInfo />,
    );
    await screen.findByText('Playera 1');
    expect(container).not.toHaveTextContent('Ganancia');
    expect(asked).toHaveLength(0);
  });

  it.each([0, 1, 3] as const)('level %s sees none and asks for none', async (level) => {
    const asked = visitAs(level);
    const { container } = renderWithIntl(
      <ProductList products={products} base="/" labelledBy="x" resaleInfo />,
    );
    await waitFor(() => expect(asked.length).toBeGreaterThan(0)); // the /me request
    expect(earningsAsked(asked)).toHaveLength(0);
    expect(container).not.toHaveTextContent('Ganancia');
  });

  it('shows nothing with the toggle off, even to level two', async () => {
    const asked = visitAs(2);
    const { container } = renderWithIntl(
      <ProductList products={products} base="/" labelledBy="x" />,
    );
    await screen.findByText('Playera 1');
    expect(earningsAsked(asked)).toHaveLength(0);
    expect(container).not.toHaveTextContent('Ganancia');
  });

  it("follows the visitor's switch, read in the browser: off hides the earnings, on shows them again", async () => {
    const asked = visitAs(2);
    document.cookie = 'resale_info=false; Path=/';
    const { container } = renderWithIntl(
      <ProductList products={products} base="/" labelledBy="x" resaleInfo />,
    );
    await waitFor(() => expect(asked.length).toBeGreaterThan(0)); // the /me request
    expect(earningsAsked(asked)).toHaveLength(0);
    expect(container).not.toHaveTextContent('Ganancia');

    // The switch saved 'on' (the API set the cookie) and says so.
    document.cookie = 'resale_info=true; Path=/';
    act(() => resaleInfoChoiceChanged());
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Ganancia: $204.00'),
    );

    document.cookie = 'resale_info=false; Path=/';
    act(() => resaleInfoChoiceChanged());
    await waitFor(() => expect(container).not.toHaveTextContent('Ganancia'));
    expect(earningsAsked(asked)).toHaveLength(1);
  });

  it('speaks English', async () => {
    visitAs(2);
    renderWithIntl(<ProductList products={products} base="/" labelledBy="x" resaleInfo />, 'en');
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('You earn: $204.00'),
    );
  });
});
