'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { SupplierProductRow } from '@/lib/api/schemas/supplier-products';

/**
 * A row's stock in the supplier's list. Counted items without per-combination rows get an
 * inline edit once the page runs: 'Editar' turns the number into a field (Enter or 'Guardar'
 * saves, Escape or 'Cancelar' puts it back), focus goes to the field and back to 'Editar'; a
 * refused value is said under the field. Items whose combinations keep the stock say so (it is
 * edited in the item's editor); on-demand items have no count.
 */
export function StockCell({
  row,
  live,
  onSave,
}: {
  row: SupplierProductRow;
  live: boolean;
  /** Saves the units; answers the problem to show, or null when saved. */
  onSave: (row: SupplierProductRow, available: number) => Promise<string | null>;
}) {
  const t = useTranslations('itemEditor');
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(String(row.available));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing && !wasEditing.current) {
      field.current?.focus();
      field.current?.select();
    }
    if (!editing && wasEditing.current) start.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (row.stock_type === 'ondemand') return <>{t('options.stockTypes.ondemand')}</>;
  if (!live || row.has_variant_stock) {
    return (
      <span className="flex flex-col">
        <span>{row.available}</span>
        {row.has_variant_stock ? (
          <span className="text-xs text-gray-600 dark:text-gray-400">{t('list.byVariant')}</span>
        ) : null}
      </span>
    );
  }

  const errorId = `stock-error-${row.id}`;

  function cancel() {
    setValue(String(row.available));
    setProblem(null);
    setEditing(false);
  }

  async function save(event?: FormEvent) {
    event?.preventDefault();
    const text = value.trim();
    if (!/^\d+$/.test(text)) {
      setProblem(
        t(text.startsWith('-') ? 'fieldErrors.stock_negative' : 'fieldErrors.invalid_number'),
      );
      field.current?.focus();
      return;
    }
    setBusy(true);
    const refused = await onSave(row, Number(text));
    setBusy(false);
    if (refused) {
      setProblem(refused);
      field.current?.focus();
      return;
    }
    setProblem(null);
    setEditing(false);
  }

  if (!editing) {
    return (
      <span className="flex items-center gap-2">
        <span>{row.available}</span>
        <Button
          ref={start}
          type="button"
          variant="tool-edit"
          aria-label={t('list.editStock', { name: row.name })}
          onClick={() => {
            setValue(String(row.available));
            setEditing(true);
          }}
        >
          {t('list.editStockShort')}
        </Button>
      </span>
    );
  }

  return (
    <form className="flex flex-col gap-1" onSubmit={(event) => void save(event)} noValidate>
      <span className="flex flex-wrap items-center gap-1">
        <Input
          ref={field}
          variant="compact"
          className="w-20"
          inputMode="numeric"
          aria-label={t('list.stockOf', { name: row.name })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          value={value}
          disabled={busy}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              cancel();
            }
          }}
        />
        <Button type="submit" variant="tool-primary" disabled={busy}>
          {busy ? t('list.savingStock') : t('list.saveStock')}
        </Button>
        <Button type="button" variant="tool" disabled={busy} onClick={cancel}>
          {t('list.cancelStock')}
        </Button>
      </span>
      {problem ? (
        <span id={errorId} role="alert" className="text-xs text-red-800 dark:text-red-300">
          {problem}
        </span>
      ) : null}
    </form>
  );
}
