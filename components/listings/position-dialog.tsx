'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/**
 * The position selector of a product card (spec 01 §4, spec 03 §4 "Position changes use a
 * selector"): a button showing the product's place opens a dialog with a number field, 1 to the
 * list's length. Submitting closes the dialog (focus returns to the button) and asks `onMove` for
 * the zero-based place; a number out of range stays in the dialog with its message. The admin
 * list exists only with JavaScript, so this is the kit's Radix dialog.
 */
export function PositionDialog({
  name,
  position,
  total,
  triggerClassName,
  onMove,
}: {
  name: string;
  /** One-based place of the product in the list. */
  position: number;
  total: number;
  triggerClassName: string;
  onMove: (zeroBased: number) => void;
}) {
  const t = useTranslations('placement');
  // Places as plain digits ('1250', not '1,250'), as the controls have always written them.
  const numbers = { position: String(position), total: String(total) };
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(new FormData(event.currentTarget).get('position'));
    if (!Number.isInteger(value) || value < 1 || value > total) {
      setError(t('moveInvalid', { total: numbers.total }));
      return;
    }
    // Closing gives focus back to the position button.
    setOpen(false);
    if (value !== position) onMove(value - 1);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setError(null);
        setOpen(next);
      }}
    >
      <DialogTrigger className={triggerClassName} aria-label={t('moveLabel', { name, ...numbers })}>
        {t('position', { position: numbers.position })}
      </DialogTrigger>
      <DialogContent title={t('moveTitle')} closeLabel={t('close')}>
        <form noValidate onSubmit={submit} className="space-y-4">
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {t('moveCurrent', { name, ...numbers })}
          </p>
          <Field
            id={`${id}-position`}
            label={t('moveField', { total: numbers.total })}
            error={error}
          >
            {(control) => (
              <Input
                {...control}
                name="position"
                type="number"
                inputMode="numeric"
                min={1}
                max={total}
                step={1}
                required
                defaultValue={position}
                className="max-w-32"
              />
            )}
          </Field>
          <Button type="submit" size="sm" width="auto">
            {t('moveSubmit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
