import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Toaster, useToast } from '@/components/ui/toaster';

function Island({ id = 'island' }: { id?: string }) {
  const status = useToast({ toaster: id, role: 'status', duration: 4000 });
  const alert = useToast({ toaster: id, role: 'alert', duration: 4000 });
  return (
    <section aria-label="Editor">
      <button type="button" onClick={() => status.show('Se guardaron los cambios.')}>
        Guardar
      </button>
      <button type="button" onClick={() => status.show('Se guardó otra vez.')}>
        Guardar otra vez
      </button>
      <button type="button" onClick={() => alert.show('No se pudo guardar.')}>
        Fallar
      </button>
      <button type="button" onClick={() => alert.clear()}>
        Olvidar
      </button>
      <Toaster id={id} label="Avisos" />
    </section>
  );
}

/** Lets time pass in steps: sonner chains animation frames, effects and timers. */
async function pass(ms: number) {
  for (let left = ms; left > 0; left -= 50)
    await act(() => vi.advanceTimersByTimeAsync(Math.min(50, left)));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Toaster', () => {
  it('puts its toasts in a polite live region inside the island, as a status or an alert', async () => {
    render(<Island />);
    const region = screen.getByRole('region', { name: 'Avisos' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fallar' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const editor = screen.getByRole('region', { name: 'Editor' });
    expect(editor).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveTextContent('Se guardaron los cambios.');
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo guardar.');
    expect(region).toContainElement(screen.getByRole('alert'));
  });

  it("is no landmark unless named, and keeps each island's toasts in its own toaster", async () => {
    function Unnamed() {
      const status = useToast({ toaster: 'other', role: 'status', duration: 4000 });
      return (
        <div data-testid="other">
          <button type="button" onClick={() => status.show('Otra isla.')}>
            Otra
          </button>
          <Toaster id="other" />
        </div>
      );
    }
    render(
      <>
        <Island />
        <Unnamed />
      </>,
    );
    expect(screen.getAllByRole('region')).toHaveLength(2); // the island's section and its named toaster
    fireEvent.click(screen.getByRole('button', { name: 'Otra' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('other')).toHaveTextContent('Otra isla.');
    expect(screen.getByTestId('other')).not.toHaveTextContent('Se guardaron los cambios.');
    expect(screen.getByRole('region', { name: 'Avisos' })).toHaveTextContent(
      'Se guardaron los cambios.',
    );
    expect(screen.getByRole('region', { name: 'Avisos' })).not.toHaveTextContent('Otra isla.');
  });

  it('shows one text of a kind at a time: a new one takes the place of the last', async () => {
    render(<Island />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar otra vez' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Se guardó otra vez.');
  });

  it('takes a toast away after its duration, or when cleared', async () => {
    render(<Island />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fallar' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: 'Olvidar' }));
    await pass(500);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await pass(3000);
    expect(screen.getByText('Se guardaron los cambios.')).toBeInTheDocument();
    await pass(1000);
    expect(screen.queryByText('Se guardaron los cambios.')).not.toBeInTheDocument();
  });

  it("keeps each island's toasts in its own toaster, and drops them when the island goes", async () => {
    const { unmount } = render(
      <>
        <Island id="one" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    unmount();
    await pass(100);
    render(<Island id="one" />);
    await pass(100);
    expect(screen.queryByText('Se guardaron los cambios.')).not.toBeInTheDocument();
  });
});
