import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { Check } from '@/components/ui/check';
import { SwitchTrack } from '@/components/ui/switch-track';

describe('Check', () => {
  it('is a checkbox named by its label, or a radio, and takes register() as it is', () => {
    let checked: boolean | null = null;
    function Form() {
      const { register, watch } = useForm({ defaultValues: { darkmode: false, theme: 'basic' } });
      checked = watch('darkmode');
      return (
        <>
          <Check label="Modo oscuro" {...register('darkmode')} />
          <Check type="radio" look="card" label="Theme 04" value="theme04" {...register('theme')} />
          <Check type="radio" look="card" label="Básico" value="basic" {...register('theme')} />
        </>
      );
    }
    render(<Form />);
    fireEvent.click(screen.getByText('Modo oscuro'));
    expect(screen.getByRole('checkbox', { name: 'Modo oscuro' })).toBeChecked();
    expect(checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Básico' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Theme 04' }).closest('label')).toHaveClass(
      'has-checked:border-gray-900',
    );
  });

  it('puts the box beside the first line of a long label with align="start"', () => {
    render(<Check align="start" label="Acepto los términos" aria-describedby="tac-error" />);
    const box = screen.getByRole('checkbox', { name: 'Acepto los términos' });
    expect(box).toHaveClass('mt-0.5');
    expect(box.closest('label')).toHaveClass('items-start');
  });
});

describe('SwitchTrack', () => {
  it('is decorative and moves its thumb when on', () => {
    const { container, rerender } = render(<SwitchTrack on={false} />);
    const track = container.firstElementChild!;
    expect(track).toHaveAttribute('aria-hidden', 'true');
    expect(track.firstElementChild).not.toHaveClass('translate-x-5');
    rerender(<SwitchTrack on />);
    expect(track.firstElementChild).toHaveClass('translate-x-5');
    expect(track).toHaveClass('bg-emerald-700');
  });
});
