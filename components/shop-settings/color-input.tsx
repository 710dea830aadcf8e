import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** A labelled native colour picker (#rrggbb, no alpha) with its value as text and its error. */
export function ColorInput({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <div className="mt-1 flex items-center gap-2">
          <Input
            {...control}
            variant="color"
            type="color"
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
          <span className="font-mono text-sm">{value}</span>
        </div>
      )}
    </Field>
  );
}
