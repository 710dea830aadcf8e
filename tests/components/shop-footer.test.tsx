import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DefaultFooter, ThreeColumnsFooter } from '@/components/storefront/theme/shop-footer';

import { renderWithRouter } from '../support/render-with-router';
import { testShop } from '../support/shop-fixture';

const categories = ['Ropa', 'Café', 'Tecnología', 'Calzado', 'Cursos', 'Libros'].map((name, i) => ({
  id: `cat_${i}`,
  slug: `c${i}`,
  name_es: name,
  name_en: `${name} (en)`,
  count: 10 - i,
}));

describe('shop footer', () => {
  it('default: the shop name and contact, the information pages under the base, credits', () => {
    renderWithRouter(
      <DefaultFooter
        shop={testShop({ theme: 'theme05', name: 'Café de Altura' })}
        base="/tienda/cafe/"
        locale="es"
        categories={[]}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Café de Altura');
    expect(within(footer).getByRole('link', { name: 'contacto.demo@tienda.test' })).toHaveAttribute(
      'href',
      'mailto:contacto.demo@tienda.test',
    );
    expect(within(footer).getByRole('link', { name: '+52 5551234567' })).toHaveAttribute(
      'href',
      'tel:+525551234567',
    );
    const links = within(
      screen.getByRole('navigation', { name: 'Información de la tienda' }),
    ).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Acerca de', '/tienda/cafe/acerca'],
      ['Contacto', '/tienda/cafe/contacto'],
      ['Ayuda y soporte', '/tienda/cafe/info'],
      ['Términos y condiciones', '/tienda/cafe/terms'],
      ['Aviso de privacidad', '/tienda/cafe/privacidad'],
      ['Derechos de autor', '/tienda/cafe/copyright'],
    ]);
    expect(footer).toHaveTextContent('Hecho con Tienda');
    expect(within(footer).queryByRole('button')).not.toBeInTheDocument();
  });

  it('3cols1col: information with the returns policy (theme04), at most 5 categories, contact, the language selector', () => {
    renderWithRouter(
      <ThreeColumnsFooter
        shop={testShop({ footer_style: '3cols1col' })}
        base="/"
        locale="en"
        categories={categories}
      />,
      'en',
    );
    const list = within(screen.getByRole('region', { name: 'Categories' })).getAllByRole(
      'listitem',
    );
    expect(list.map((li) => li.textContent)).toEqual([
      'Ropa (en)',
      'Café (en)',
      'Tecnología (en)',
      'Calzado (en)',
      'Cursos (en)',
    ]);
    expect(screen.getByRole('navigation', { name: 'The shop' })).toContainElement(
      screen.getByRole('link', { name: 'About' }),
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/acerca');
    expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent(
      'contacto.demo@tienda.test',
    );
    expect(screen.getByRole('list', { name: 'Language' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Returns policy' }));
    expect(screen.getByRole('dialog', { name: 'Returns policy' })).toHaveTextContent(
      'You have 72 hours',
    );
  });

  it('theme03 footers hold the technical query: a modal with the contact form', async () => {
    renderWithRouter(
      <DefaultFooter
        shop={testShop({ theme: 'theme03', slug: 'moda', name: 'Moda' })}
        base="/tienda/moda/"
        locale="es"
        categories={[]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Consulta técnica' }));
    const dialog = screen.getByRole('dialog', { name: 'Consulta técnica' });
    // The form is a deferred chunk: drawn on the client, it comes at once.
    expect(await within(dialog).findByRole('form', { name: 'Consulta técnica' })).toHaveAttribute(
      'action',
      '/tienda/moda/info/enviar',
    );
    expect(within(dialog).getByLabelText('Mensaje')).toHaveAttribute('maxlength', '2000');
    expect(
      screen.queryByRole('button', { name: 'Política de devoluciones' }),
    ).not.toBeInTheDocument();
  });
});
