import type { ComponentProps, ReactNode } from 'react';

import { cn } from './class-names';

const LOOKS = {
  /** The box and its words on one line. */
  plain: 'gap-2 text-sm',
  /** A bordered choice that shows it is chosen (a theme, a logo shape). */
  card: 'cursor-pointer gap-3 rounded-lg border border-gray-300 px-3 py-2 text-sm has-checked:border-gray-900 has-checked:bg-gray-50 has-focus-visible:outline-2 has-focus-visible:outline-shop-1 dark:border-gray-600 dark:has-checked:border-white dark:has-checked:bg-gray-800',
} as const;

export type CheckProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** A checkbox unless told otherwise. */
  type?: 'checkbox' | 'radio';
  /** What the box says (text, or an icon and text); clicking it toggles the box. */
  label: ReactNode;
  look?: keyof typeof LOOKS;
  /** `inline-flex` rather than a row of its own (options side by side). */
  inline?: boolean;
  /** `start`: the box beside the first line of a label of several lines. */
  align?: 'center' | 'start';
  /** Added to the label (the row). */
  labelClassName?: string;
};

/**
 * A checkbox or radio button with its label, side by side: the control inside its `<label>`, so
 * no ids are needed. Takes react-hook-form's `register(...)` as it is. No client code.
 */
export function Check({
  type = 'checkbox',
  label,
  look = 'plain',
  inline = false,
  align = 'center',
  labelClassName,
  className,
  ...props
}: CheckProps) {
  return (
    <label
      className={cn(
        inline ? 'inline-flex' : 'flex',
        align === 'start' ? 'items-start' : 'items-center',
        LOOKS[look],
        labelClassName,
      )}
    >
      <input
        type={type}
        className={cn('size-4 shrink-0', align === 'start' && 'mt-0.5', className)}
        {...props}
      />
      {label}
    </label>
  );
}
