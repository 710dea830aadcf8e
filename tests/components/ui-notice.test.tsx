import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Notice } from '@/components/ui/notice';

describe('Notice', () => {
  it('says a result as a status and a failure as an alert', () => {
    render(
      <>
        <Notice role="status" message="Tus datos se guardaron." />
        <Notice role="alert" message="No se pudo guardar." />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Tus datos se guardaron.');
    expect(screen.getByRole('status')).toHaveClass('bg-green-50');
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo guardar.');
    expect(screen.getByRole('alert')).toHaveClass('bg-red-50');
  });

  it('keeps an empty, visually hidden live region while there is nothing to say', () => {
    render(<Notice role="status" message={null} />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveClass('sr-only');
  });

  it('shows info, warning and progress tones, and a plain note without a role', () => {
    render(
      <>
        <Notice tone="info" size="lg">
          Transfiere con la referencia ABC.
        </Notice>
        <Notice role="alert" tone="warning" as="div">
          <p>El catálogo tiene productos.</p>
        </Notice>
        <Notice role="status" tone="progress" message="Subiendo…" />
        <Notice message={null} />
      </>,
    );
    expect(screen.getByText('Transfiere con la referencia ABC.')).toHaveClass(
      'bg-blue-50',
      'rounded-xl',
      'p-4',
    );
    expect(screen.getByText('Transfiere con la referencia ABC.')).not.toHaveAttribute('role');
    const warning = screen.getByRole('alert');
    expect(warning.tagName).toBe('DIV');
    expect(warning).toHaveClass('bg-amber-50');
    expect(screen.getByRole('status')).toHaveClass('bg-gray-100');
  });
});
