import { fireEvent, render, screen } from '@testing-library/react';

import { ErrorMessage } from '@/components/errors/error-message';

let params: Record<string, string> = {};
vi.mock('next/navigation', () => ({ useParams: () => params }));

const failure = Object.assign(new Error('boom'), { digest: '123' });

describe('the error page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('tells a visitor in Spanish that the page failed and lets them try again', () => {
    params = { locale: 'es' };
    const reset = vi.fn();
    render(<ErrorMessage error={failure} reset={reset} />);
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(reset).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Regresar a la principal' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('speaks English and leads back to the English address of the shop it failed in', () => {
    params = { locale: 'en', mode: 'path', scheme: 'auto', shop: 'demo' };
    render(<ErrorMessage error={failure} reset={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the main page' })).toHaveAttribute(
      'href',
      '/tienda/demo/en',
    );
  });

  it('leads back to the home of a shop on its own sub-domain', () => {
    params = { locale: 'es', mode: 'sub', scheme: 'auto', shop: 'demo' };
    render(<ErrorMessage error={failure} reset={() => {}} />);
    expect(screen.getByRole('link', { name: 'Regresar a la principal' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
