import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ReturnsPolicyDialog } from '@/components/storefront/returns-policy-dialog';

import { renderWithIntl } from '../support/render-with-intl';

describe('returns-policy dialog', () => {
  it('opens a modal dialog with the 72-hour policy from its button, and closes it', () => {
    renderWithIntl(<ReturnsPolicyDialog triggerLabel="Política de devoluciones" />);
    const trigger = screen.getByRole('button', { name: 'Política de devoluciones' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Política de devoluciones' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent(
      'Tienes 72 horas a partir de que recibes tu pedido para solicitar una devolución.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(dialog).not.toHaveAttribute('open');
  });

  it("states an item's own terms, in English", () => {
    renderWithIntl(
      <ReturnsPolicyDialog
        triggerLabel="Returns"
        currency="USD"
        returnInfo={{
          return_type: '72hrs',
          return_policy: 'customized',
          return_policy_legend: 'Unopened items only.',
          return_fees: 'restocking_fees',
          return_shipping_label: 'download',
          restocking_fees: 2500,
        }}
      />,
      'en',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Returns' }));
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'You can return this item within 72 hours of receiving it.',
      "The supplier's conditions: Unopened items only.",
      'A restocking fee of $25.00 is deducted.',
      'Download the return shipping label from My purchases.',
    ]);
  });
});
