import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { NavDisclosure } from '@/components/storefront/nav/nav-disclosure';
import { ShopSearchBar } from '@/components/storefront/nav/shop-search-bar';
import type { Shop } from '@/lib/api/schemas/shop';

import { renderWithRouter } from '../support/render-with-router';

const shop = {
  slug: 'demo',
  store_theme_info: { sections_info: ['products', 'services', 'digital', 'catalogues'] },
} as unknown as Pick<Shop, 'slug' | 'store_theme_info'>;

const ITEMS = [
  {
    id: 'prd_1',
    owner: 'sup_1',
    type: 'product',
    name: 'Café orgánico',
    name_en: 'Organic coffee',
  },
  { id: 'prd_2', owner: 'sup_1', type: 'product', name: 'Cafetera italiana', name_en: null },
];

const requests: URL[] = [];
const server = setupServer(
  http.get('*/api/shops/:slug/search', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const text = url.searchParams.get('text') ?? '';
    const results = ITEMS.filter((item) => item.name.toLowerCase().includes(text));
    return HttpResponse.json({ results, matches_estimated: results.length });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  vi.useRealTimers();
});
afterAll(() => server.close());

const combobox = (name = 'Buscar') => screen.getByRole('combobox', { name });
/** The options of the suggestions list (not the type selector's). */
const options = () =>
  within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option');
const findOption = (name: string) =>
  within(screen.getByRole('listbox', { hidden: true })).findByRole('option', { name });
const type = (text: string) => fireEvent.change(combobox(), { target: { value: text } });
const key = (name: string) => fireEvent.keyDown(combobox(), { key: name });
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
/**
 * Focuses the search field. The page's bar is a plain form; its combobox is fetched on that first
 * focus and takes the bar's place, focus included.
 */
async function focusSearch(name = 'Buscar') {
  const bar = combobox(name);
  act(() => bar.focus());
  await waitFor(() => expect(combobox(name)).not.toBe(bar));
  expect(combobox(name)).toHaveFocus();
}

describe('shop search autocomplete', () => {
  it('offers only the types the shop lists, in the spec order, and falls back to a GET form', () => {
    renderWithRouter(<ShopSearchBar shop={shop} base="/tienda/demo/" />);
    const select = screen.getByRole('combobox', { name: 'Tipo' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Productos',
      'Digitales',
      'Servicios',
    ]);
    const form = screen.getByRole('search', { name: 'Buscar en la tienda' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/tienda/demo/productos');
    expect(combobox()).toHaveAttribute('name', 'search');
    fireEvent.change(select, { target: { value: 'service' } });
    expect(form).toHaveAttribute('action', '/tienda/demo/servicios');
  });

  it('asks once, 400 ms after the last keystroke, with the text lower-cased', async () => {
    renderWithRouter(<ShopSearchBar shop={shop} base="/tienda/demo/" />);
    await focusSearch();
    // The debounce on a fake clock: a real pause races the 400 ms when the machine is busy.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    type('C');
    type('Ca');
    type('CAF');
    act(() => vi.advanceTimersByTime(399));
    expect(requests).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.searchParams.get('text')).toBe('caf');
    expect(requests[0]!.searchParams.get('type')).toBe('product');
    // Spec 03 §9: 10 options for products.
    expect(requests[0]!.searchParams.get('limit')).toBe('10');
    // It shows no match count, so it asks for none beyond its page.
    expect(requests[0]!.searchParams.get('check_at_least')).toBe('10');
    expect(requests[0]!.pathname).toBe('/api/shops/demo/search');
    await findOption('Café orgánico');
    expect(options().map((o) => o.textContent)).toEqual([
      'Café orgánico',
      'Cafetera italiana',
      'Buscar «caf» en Productos',
    ]);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('2 sugerencias')).toBeInTheDocument();
  });

  it('has no options and sends nothing for blank text', async () => {
    renderWithRouter(<ShopSearchBar shop={shop} base="/tienda/demo/" />);
    await focusSearch();
    type('   ');
    await pause(500);
    expect(requests).toHaveLength(0);
    expect(options()).toHaveLength(0);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the options with the arrow keys and opens the active one with Enter', async () => {
    const { router } = renderWithRouter(<ShopSearchBar shop={shop} base="/tienda/demo/" />);
    await focusSearch();
    type('café');
    await findOption('Café orgánico');
    key('ArrowDown');
    const first = screen.getByRole('option', { name: 'Café orgánico' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', first.id);
    key('ArrowDown');
    expect(screen.getByRole('option', { name: 'Buscar «café» en Productos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    key('ArrowDown'); // wraps to the first
    expect(first).toHaveAttribute('aria-selected', 'true');
    key('ArrowUp'); // and back to the last
    key('ArrowUp');
    key('Enter');
    expect(router.push).toHaveBeenCalledWith('/tienda/demo/productos/sup_1/prd_1');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('the create option opens the type list filtered by "text"*', async () => {
    const { router } = renderWithRouter(<ShopSearchBar shop={shop} base="/" />);
    await focusSearch();
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo' }), {
      target: { value: 'digital' },
    });
    type('Curso Yoga');
    fireEvent.click(await findOption('Buscar «curso yoga» en Digitales'));
    expect(router.push).toHaveBeenCalledWith('/digitales?search=%22curso%20yoga%22*');
  });

  it('keeps the highlighted option when fresher results arrive: Enter opens what was chosen', async () => {
    const { router } = renderWithRouter(<ShopSearchBar shop={shop} base="/" />);
    await focusSearch();
    type('caf');
    // Before any answer only the create option is there; the user picks it with ArrowUp…
    key('ArrowUp');
    expect(options().map((o) => o.textContent)).toEqual(['Buscar «caf» en Productos']);
    // …then the items arrive above it: the create option stays the active one.
    await findOption('Café orgánico');
    const create = await findOption('Buscar «caf» en Productos');
    expect(create).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', create.id);
    key('Enter');
    expect(router.push).toHaveBeenCalledWith('/productos?search=%22caf%22*');
  });

  it('closes the nav bar search panel when a suggestion is picked, and goes to it', async () => {
    const { router } = renderWithRouter(
      <NavDisclosure label="Abrir la búsqueda" icon={null} panelClassName="">
        <ShopSearchBar shop={shop} base="/" focusOnReveal />
      </NavDisclosure>,
    );
    const panel = screen.getByRole('group');
    const toggle = screen.getByText('Abrir la búsqueda').closest('summary')!;
    fireEvent.click(toggle);
    expect(panel).toHaveAttribute('open');
    await focusSearch();
    type('caf');
    fireEvent.click(await findOption('Cafetera italiana'));
    expect(router.push).toHaveBeenCalledWith('/productos/sup_1/prd_2');
    expect(panel).not.toHaveAttribute('open');
    expect(toggle).toHaveFocus();
  });

  it('Escape closes the list, a second Escape clears the text', async () => {
    renderWithRouter(<ShopSearchBar shop={shop} base="/" />);
    await focusSearch();
    type('caf');
    await findOption('Café orgánico');
    key('Escape');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('caf');
    key('Escape');
    expect(combobox()).toHaveValue('');
  });

  it('aborts a request a newer keystroke made stale', async () => {
    const aborted: boolean[] = [];
    server.use(
      http.get('*/api/shops/:slug/search', async ({ request }) => {
        const url = new URL(request.url);
        requests.push(url);
        await new Promise((resolve) => setTimeout(resolve, 300));
        aborted.push(request.signal.aborted);
        return HttpResponse.json({ results: [ITEMS[0]], matches_estimated: 1 });
      }),
    );
    renderWithRouter(<ShopSearchBar shop={shop} base="/" />);
    await focusSearch();
    type('caf');
    await waitFor(() => expect(requests).toHaveLength(1));
    type('cafe');
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(aborted).toEqual([true, false]));
    expect(requests.map((r) => r.searchParams.get('text'))).toEqual(['caf', 'cafe']);
  });

  it('keeps the type, the text and the caret typed before the combobox came', async () => {
    renderWithRouter(<ShopSearchBar shop={shop} base="/" />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo' }), {
      target: { value: 'service' },
    });
    const bar = combobox() as HTMLInputElement;
    act(() => bar.focus());
    fireEvent.change(bar, { target: { value: 'Caf' } });
    bar.setSelectionRange(1, 1);
    await waitFor(() => expect(combobox()).not.toBe(bar));
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveValue('Caf');
    expect(combobox()).toHaveProperty('selectionStart', 1);
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('service');
    expect(await findOption('Buscar «caf» en Servicios')).toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('speaks English with English item names', async () => {
    renderWithRouter(<ShopSearchBar shop={shop} base="/" />, 'en');
    await focusSearch('Search');
    fireEvent.change(combobox('Search'), { target: { value: 'café' } });
    expect(await findOption('Organic coffee')).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'Search for “café” in Products' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 suggestion')).toBeInTheDocument();
  });
});
