import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

import { deferredIsland } from '@/components/ui/deferred-island';

/** The part: a form whose button says it runs (the server's copy says nothing). */
function Part({ label }: { label: string }) {
  return (
    <form aria-label={label}>
      <input name="name" aria-label="Nombre" />
      <button type="button">script</button>
    </form>
  );
}

const SERVER_HTML =
  '<div class="contents"><form aria-label="Consulta"><input name="name" aria-label="Nombre"><button type="button">server</button></form></div>';

/** Puts `html` in the page as the server sent it, and hydrates `island` over it. */
async function hydrateOver(html: string, island: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, island);
  });
  return container;
}

describe('deferredIsland', () => {
  it("keeps the server's HTML without fetching the part until the visitor reaches for it, then carries what was typed and the focus", async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const { Island } = deferredIsland(load, null);
    const container = await hydrateOver(SERVER_HTML, <Island label="Consulta" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'server' })).toBeInTheDocument();
    expect(container.querySelector('[data-live]')).toBeNull();

    const field = screen.getByLabelText('Nombre');
    field.focus();
    (field as HTMLInputElement).value = 'Ana';
    await act(async () => {
      fireEvent.focusIn(field);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'script' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'server' })).not.toBeInTheDocument();
    expect(container.querySelector('[data-live]')).not.toBeNull();
    const carried = screen.getByLabelText('Nombre');
    expect(carried).toHaveValue('Ana');
    expect(carried).toHaveFocus();
    container.remove();
  });

  it('fetches the part at once when drawn on the client (no server HTML to keep)', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const { Island } = deferredIsland(load, null);
    render(<Island label="Consulta" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'script' })).toBeInTheDocument();
  });

  it('wake fetches the part from outside the box', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const { Island, wake } = deferredIsland(load, null);
    const container = await hydrateOver(SERVER_HTML, <Island label="Consulta" />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => wake());
    expect(await screen.findByRole('button', { name: 'script' })).toBeInTheDocument();
    container.remove();
  });

  it('presses again, once the part runs, the button pressed on the server copy', async () => {
    const pressed = vi.fn();
    function Pressable() {
      return (
        <button type="button" onClick={pressed}>
          copiar
        </button>
      );
    }
    let resolve: (part: typeof Pressable) => void = () => {};
    const { Island } = deferredIsland(
      () => new Promise<typeof Pressable>((done) => (resolve = done)),
      null,
    );
    const container = await hydrateOver(
      '<div class="contents"><button type="button">copiar</button></div>',
      <Island />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'copiar' }));
    expect(pressed).not.toHaveBeenCalled();
    await act(async () => resolve(Pressable));
    expect(pressed).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
