import { type ReactNode, useId } from 'react';

import { cn } from './class-names';
import { Label } from './label';

const HINT_CLASS = 'mt-1 text-xs text-gray-600 dark:text-gray-400';
const ERROR_CLASS = 'mt-1 text-sm text-red-700 dark:text-red-300';
/** A compact field: its label above its control, 4 px apart. */
const COMPACT_FIELD_CLASS = 'flex min-w-0 flex-col gap-1';

/** What a field hands its control: spread it on the input (before or after `register(...)`). */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** A note under the control, always linked with `aria-describedby`. */
  hint?: ReactNode;
  /** The field's error, under the hint; the control is `aria-invalid` while there is one. */
  error?: ReactNode;
  /** Marks the control invalid without a message of its own (shown elsewhere). */
  invalid?: boolean;
  /** The control's id; the hint and error ids are `${id}-hint` and `${id}-error`. */
  id?: string;
  /** Other ids that describe the control (a notice outside the field), after the hint. */
  describedBy?: string;
  /**
   * The error is a polite live region, in the page while empty: for an error that comes while
   * typing (a quantity), not only on submitting.
   */
  liveError?: boolean;
  /** `compact`: a toolbar's field (a quieter label, for `compact` controls). */
  variant?: 'default' | 'compact';
  className?: string;
  labelClassName?: string;
  /** Renders the control with the ids wired: `{(control) => <Input {...control} {...register('name')} />}`. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, its control, a hint and an error, wired for assistive technology: `htmlFor`/`id`,
 * `aria-describedby` (hint, other ids, then error) and `aria-invalid`. The control comes from a
 * render prop, so it may be any element (the kit's Input, Select, Textarea, a custom picker) and
 * works with react-hook-form's `register`.
 */
export function Field({
  label,
  hint,
  error,
  invalid,
  id: givenId,
  describedBy,
  liveError = false,
  variant = 'default',
  className,
  labelClassName,
  children,
}: FieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const hasError = hasContent(error);
  const described = [
    hasContent(hint) ? `${id}-hint` : '',
    describedBy ?? '',
    hasError ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn(variant === 'compact' && COMPACT_FIELD_CLASS, className) || undefined}>
      <Label htmlFor={id} variant={variant} className={labelClassName}>
        {label}
      </Label>
      {children({
        id,
        'aria-describedby': described || undefined,
        'aria-invalid': hasError || invalid ? true : undefined,
      })}
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      <FieldError id={`${id}-error`} live={liveError}>
        {error}
      </FieldError>
    </div>
  );
}

/** A field's hint, for layouts the Field does not cover (a group of controls); nothing when empty. */
export function FieldHint({
  id,
  className,
  children,
}: {
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  if (!hasContent(children)) return null;
  return (
    <p id={id} className={cn(HINT_CLASS, className)}>
      {children}
    </p>
  );
}

/**
 * A field's error, linked by the caller through `id`; nothing when empty. With `role="alert"`
 * (or `live`, a polite region) it is a live region that stays in the page while empty, visually
 * hidden (an error that comes without a submit).
 */
export function FieldError({
  id,
  role,
  live = false,
  className,
  children,
}: {
  id?: string;
  role?: 'alert';
  live?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const empty = !hasContent(children);
  if (empty && !role && !live) return null;
  return (
    <p
      id={id}
      role={role}
      aria-live={live ? 'polite' : undefined}
      className={empty ? 'sr-only' : cn(ERROR_CLASS, className)}
    >
      {empty ? null : children}
    </p>
  );
}

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
