import { ERROR } from './form-styles';

/** A field's error under it, linked with `aria-describedby` by the caller through `id`. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={ERROR}>
      {message}
    </p>
  );
}
