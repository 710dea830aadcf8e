import { Field } from '@/components/ui/field';

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
          <input
            {...control}
            type="color"
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            className="h-10 w-16 cursor-pointer rounded border border-gray-300 bg-white p-1 dark:border-gray-600 dark:bg-gray-800"
          />
          <span className="font-mono text-sm">{value}</span>
        </div>
      )}
    </Field>
  );
}
