import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

describe('Field', () => {
  it('labels its control and links the hint to it', () => {
    render(
      <Field label="Correo electrónico" hint="Te escribiremos aquí.">
        {(control) => <Input type="email" {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Correo electrónico');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('Te escribiremos aquí.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows its error under the hint, marks the control invalid and describes it with both', () => {
    render(
      <Field
        id="email"
        label="Correo electrónico"
        hint="Te escribiremos aquí."
        error="Escribe un correo válido."
      >
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Correo electrónico');
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    expect(input).toHaveAccessibleDescription('Te escribiremos aquí. Escribe un correo válido.');
    expect(screen.getByText('Escribe un correo válido.')).toHaveAttribute('id', 'email-error');
  });

  it('has no description and no error element while there is nothing to say', () => {
    const { container } = render(
      <Field label="Nombre" error={undefined}>
        {(control) => <Input {...control} />}
      </Field>,
    );
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-describedby');
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it('adds ids of notes outside the field, and can mark the control invalid without a message', () => {
    render(
      <>
        <p id="outside">Se revisa al guardar.</p>
        <Field label="Dominio" describedBy="outside" invalid>
          {(control) => <Input {...control} />}
        </Field>
      </>,
    );
    const input = screen.getByLabelText('Dominio');
    expect(input).toHaveAccessibleDescription('Se revisa al guardar.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('wires selects and text areas too', () => {
    render(
      <>
        <Field label="Papel" error="Elige un papel.">
          {(control) => (
            <Select {...control} defaultValue="">
              <option value="">—</option>
              <option value="admin">Administrador</option>
            </Select>
          )}
        </Field>
        <Field label="Descripción" hint="Hasta 160 caracteres.">
          {(control) => <Textarea {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Papel' })).toHaveAccessibleDescription(
      'Elige un papel.',
    );
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveAccessibleDescription(
      'Hasta 160 caracteres.',
    );
  });

  it("works with react-hook-form's register (its ref reaches the input)", async () => {
    let submitted: unknown = null;
    function NameForm() {
      const { register, handleSubmit, formState } = useForm<{ name: string }>({
        defaultValues: { name: '' },
      });
      return (
        <form
          noValidate
          onSubmit={handleSubmit((values) => {
            submitted = values;
          })}
        >
          <Field label="Nombre" error={formState.errors.name ? 'Escribe tu nombre.' : undefined}>
            {(control) => <Input {...control} {...register('name', { required: true })} />}
          </Field>
          <button type="submit">Guardar</button>
        </form>
      );
    }
    render(<NameForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribe tu nombre.')).toBeInTheDocument();
    const input = screen.getByLabelText('Nombre');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('button', { name: 'Guardar' });
    await vi.waitFor(() => expect(submitted).toEqual({ name: 'Ana' }));
  });

  it('keeps a live error region in the page while empty, for errors that come while typing', () => {
    const { rerender } = render(
      <Field id="qty" label="Cantidad" liveError>
        {(control) => <Input {...control} type="number" />}
      </Field>,
    );
    const region = document.getElementById('qty-error')!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveClass('sr-only');
    expect(screen.getByLabelText('Cantidad')).not.toHaveAttribute('aria-describedby');
    rerender(
      <Field id="qty" label="Cantidad" liveError error="Solo quedan 5.">
        {(control) => <Input {...control} type="number" />}
      </Field>,
    );
    expect(document.getElementById('qty-error')).toBe(region);
    expect(screen.getByLabelText('Cantidad')).toHaveAccessibleDescription('Solo quedan 5.');
  });

  it('draws a compact field (a toolbar search) with a plain label and the compact control', () => {
    const { container } = render(
      <Field id="list-search" variant="compact" label="Buscar en la lista" className="flex-1">
        {(control) => <Input {...control} variant="compact" type="search" />}
      </Field>,
    );
    const input = screen.getByRole('searchbox', { name: 'Buscar en la lista' });
    expect(input).toHaveAttribute('id', 'list-search');
    // The compact control's look is a component class of app/globals.css (`h-10`, `text-sm`, …):
    // every shop page's header draws two of them (issue 23).
    expect(input).toHaveClass('control-compact');
    expect(input).not.toHaveClass('mt-1');
    expect(container.firstElementChild).toHaveClass('flex', 'flex-col', 'gap-1', 'flex-1');
    expect(container.querySelector('label')).toHaveClass('text-gray-700');
  });
});
