import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';

function Example() {
  return (
    <>
      <button type="button">Antes</button>
      <Dialog>
        <DialogTrigger>Cambiar correo o teléfono</DialogTrigger>
        <DialogContent title="Cambiar correo o teléfono" closeLabel="Cerrar">
          <label>
            Correo electrónico
            <input type="email" />
          </label>
          <DialogClose>Cancelar</DialogClose>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, named by its title, with focus on its first control (the close button)', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Cambiar correo o teléfono' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar correo o teléfono' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus());
    expect(dialog).toContainElement(screen.getByLabelText('Correo electrónico'));
  });

  it('keeps focus inside: Tab from the last control comes back to the first', async () => {
    render(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar correo o teléfono' }));
    const dialog = await screen.findByRole('dialog');
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    // Radix's focus scope: tabbing out of the last focusable element goes to the first one.
    cancel.focus();
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(close).toHaveFocus();
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(cancel).toHaveFocus();
    // Focus moved out by other means is brought back.
    screen.getByRole('button', { name: 'Antes', hidden: true }).focus();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('hides the rest of the page from assistive technology while open', async () => {
    render(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar correo o teléfono' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Antes' })).not.toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to its trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Cambiar correo o teléfono' });
    trigger.focus();
    fireEvent.click(trigger);
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button', async () => {
    render(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar correo o teléfono' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
