'use client';

import { type ComponentProps, useState } from 'react';

import { Input } from '@/components/ui/input';

/** Options as typed, comma-separated: `'S, M, G'` → `['S', 'M', 'G']` (blanks dropped). */
export function splitOptions(text: string): string[] {
  return text
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
}

/**
 * A variant's options in one text input, separated by commas. The text stays as typed (a
 * trailing comma, spaces) while the form holds the list it makes.
 */
export function OptionsInput({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: readonly string[];
  onChange: (options: string[]) => void;
}) {
  const [text, setText] = useState(() => value.join(', '));
  return (
    <Input
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(splitOptions(event.target.value));
      }}
    />
  );
}
