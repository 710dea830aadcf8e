'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { useFormContext } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { SupplierProductFormValues } from '@/lib/api/schemas/supplier-products';
import { ITEM_DESCRIPTION_MAX } from '@/lib/domain/items/item-rules';

import { useItemFieldError } from './use-item-field-error';

type DescriptionField = 'description' | 'description_en';

/** What each button puts around the selected text (a list makes each selected line an item). */
const FORMATS = {
  bold: (text: string) => `<strong>${text}</strong>`,
  italic: (text: string) => `<em>${text}</em>`,
  list: (text: string) =>
    `<ul>\n${text
      .split('\n')
      .map((line) => `<li>${line}</li>`)
      .join('\n')}\n</ul>`,
} as const;

/**
 * A description as rich text (issue 16; the choice is in docs/decisions.md): a text area that
 * takes the few HTML elements a description keeps, with buttons that wrap the selected text in
 * bold, italics or a list. The server sanitises whatever is sent; typed line breaks are kept.
 */
export function RichTextField({
  name,
  label,
  hint,
}: {
  name: DescriptionField;
  label: string;
  hint?: string;
}) {
  const t = useTranslations('itemEditor.format');
  const { register, setValue } = useFormContext<SupplierProductFormValues>();
  const errorOf = useItemFieldError();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const id = useId();
  const { ref, ...field } = register(name);

  function apply(format: keyof typeof FORMATS) {
    const element = area.current;
    if (!element) return;
    const { selectionStart: start, selectionEnd: end, value } = element;
    const selected = value.slice(start, end);
    const inserted = FORMATS[format](selected);
    setValue(name, value.slice(0, start) + inserted + value.slice(end), { shouldDirty: true });
    element.focus();
    // With nothing selected the cursor goes between the new tags, else after the markup.
    const caret = selected
      ? start + inserted.length
      : start + FORMATS[format]('\u0000').indexOf('\u0000');
    element.setSelectionRange(caret, caret);
  }

  return (
    <Field id={id} label={label} hint={hint} error={errorOf(name)}>
      {(control) => (
        <>
          <div role="group" aria-label={t('toolbar')} className="mt-1 flex flex-wrap gap-2">
            {(Object.keys(FORMATS) as (keyof typeof FORMATS)[]).map((format) => (
              <Button
                key={format}
                type="button"
                variant="tool"
                size="sm"
                aria-controls={id}
                onClick={() => apply(format)}
              >
                {t(format)}
              </Button>
            ))}
          </div>
          <Textarea
            {...control}
            {...field}
            ref={(element) => {
              ref(element);
              area.current = element;
            }}
            rows={6}
            maxLength={ITEM_DESCRIPTION_MAX}
          />
        </>
      )}
    </Field>
  );
}
