import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Button, buttonVariants } from '@/components/ui/button';
import { SHOP_VARIANTS, ShopButton, type ShopButtonVariant } from '@/components/ui/shop-button';

describe('Button', () => {
  it('is a button of type "button" unless told otherwise', () => {
    render(
      <>
        <Button>Reenviar</Button>
        <Button type="submit">Guardar</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Reenviar' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveAttribute('type', 'submit');
  });

  it('renders a link with the look of a button with asChild', () => {
    render(
      <Button asChild width="responsive">
        <a href="https://ejemplo.mx/">Continuar</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Continuar' });
    expect(link).toHaveAttribute('href', 'https://ejemplo.mx/');
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveClass('bg-shop-1', 'rounded-full', 'w-full', 'sm:w-auto');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the classes of the former shared styles, the primary button full width by default', () => {
    const classes = (value: string) => new Set(value.split(' '));
    expect(classes(buttonVariants())).toEqual(
      classes(
        'inline-flex w-full items-center justify-center rounded-full bg-shop-1 px-5 py-2.5 font-semibold text-white shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-1 disabled:opacity-60',
      ),
    );
    expect(classes(buttonVariants({ variant: 'outline' }))).toEqual(
      classes(
        'self-start rounded-full border border-gray-300 px-4 py-2 font-medium hover:bg-gray-100 focus-visible:outline-2 disabled:opacity-60 dark:border-gray-600 dark:hover:bg-gray-800',
      ),
    );
    expect(classes(buttonVariants({ variant: 'link' }))).toEqual(
      classes(
        'font-medium text-blue-800 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-shop-1 dark:text-blue-300',
      ),
    );
  });

  it('passes its props and the disabled state through', () => {
    render(
      <Button variant="outline" disabled aria-describedby="why" className="print:hidden">
        Imprimir
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Imprimir' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-describedby', 'why');
    expect(button).toHaveClass('print:hidden', 'border-gray-300');
  });

  it('has the storefront looks: a dark pill per size, the nav bar icon and the stepper', () => {
    render(
      <>
        <Button variant="contrast" size="sm">
          Buscar
        </Button>
        <Button variant="contrast" size="lg" disabled>
          Agregar al carrito
        </Button>
        <Button variant="icon" aria-label="Cerrar" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveClass(
      'bg-gray-900',
      'h-10',
      'text-sm',
    );
    const add = screen.getByRole('button', { name: 'Agregar al carrito' });
    expect(add).toHaveClass('min-h-12', 'px-8', 'disabled:bg-gray-300');
    expect(add).not.toHaveClass('w-full');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveClass('rounded-full', 'p-2');
    expect(buttonVariants({ variant: 'nav-icon' })).not.toMatch(/\b(inline-)?flex\b/);
    expect(buttonVariants({ variant: 'stepper', size: 'lg' })).toBe(
      buttonVariants({ variant: 'stepper' }),
    );
  });

  it("gives a link child the button's classes before its own, and the other props", () => {
    render(
      <Button asChild variant="link" aria-describedby="why">
        <a href="https://ejemplo.mx/entrar" className="ml-2">
          Inicia sesión
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Inicia sesión' });
    expect(link.className.startsWith(buttonVariants({ variant: 'link' }))).toBe(true);
    expect(link).toHaveClass('ml-2');
    expect(link).toHaveAttribute('aria-describedby', 'why');
  });

  it("ShopButton, the shop pages' first-load looks, gives the classes Button gives them", () => {
    const variants = Object.keys(SHOP_VARIANTS) as ShopButtonVariant[];
    render(
      <>
        {variants.flatMap((variant) =>
          (['md', 'sm', 'lg'] as const).map((size) => (
            <ShopButton key={`${variant}-${size}`} variant={variant} size={size} className="x-1">
              {`${variant} ${size}`}
            </ShopButton>
          )),
        )}
      </>,
    );
    for (const variant of variants)
      for (const size of ['md', 'sm', 'lg'] as const) {
        const button = screen.getByRole('button', { name: `${variant} ${size}` });
        expect(button).toHaveAttribute('type', 'button');
        expect(button.className).toBe(buttonVariants({ variant, size, className: 'x-1' }));
      }
  });
});
