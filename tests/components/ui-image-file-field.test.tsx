import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ImageFileField } from '@/components/ui/image-file-field';

const props = {
  id: 'logo',
  label: 'Logo',
  hint: 'Tamaño recomendado: 1000x1000 px',
  accept: 'image/png',
  uploadingLabel: 'Subiendo…',
};

describe('ImageFileField', () => {
  it('hands over the chosen file and empties the input, so the same file can be chosen again', () => {
    const onFile = vi.fn();
    render(
      <ImageFileField {...props} onFile={onFile} upload={{ uploading: false, failure: null }} />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Logo');
    expect(input).toHaveAccessibleDescription('Tamaño recomendado: 1000x1000 px');
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
  });

  it('is disabled and says so while uploading; a failure turns the box red and is an alert', () => {
    const { rerender } = render(
      <ImageFileField {...props} onFile={vi.fn()} upload={{ uploading: true, failure: null }} />,
    );
    expect(screen.getByLabelText('Logo')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Subiendo…');
    rerender(
      <ImageFileField
        {...props}
        onFile={vi.fn()}
        upload={{ uploading: false, failure: { text: 'Imagen rechazada.' } }}
        error="Elige una imagen."
      />,
    );
    const input = screen.getByLabelText('Logo');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.closest('[data-invalid]')).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Imagen rechazada.');
    // The form's own error waits while the upload's failure shows.
    expect(screen.queryByText('Elige una imagen.')).not.toBeInTheDocument();
  });

  it('shows the preview and a remove button', () => {
    const onRemove = vi.fn();
    render(
      <ImageFileField
        {...props}
        onFile={vi.fn()}
        upload={{ uploading: false, failure: null }}
        preview={<span role="img" aria-label="Logo de la tienda" />}
        remove={{ label: 'Quitar logo', onRemove }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Logo de la tienda' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar logo' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
