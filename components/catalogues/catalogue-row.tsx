'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

import { Button, buttonVariants } from '@/components/ui/button';
import { TrashIcon } from '@/components/ui/line-icons';
import type { Catalogue } from '@/lib/api/schemas/catalogue';

import { CatalogueFormDialog } from './catalogue-form-dialog';

export interface CatalogueRowProps {
  catalogue: Catalogue;
  shopSlug: string;
  /** The row shows 'Deleting' with Undo while its delete waits (spec 01 §4). */
  deleting: boolean;
  onDelete: (catalogue: Catalogue) => void;
  onUndo: (catalogue: Catalogue) => void;
  onSaved: (catalogue: Catalogue) => void;
}

/**
 * One catalogue of the 'My catalogues' table: a drag handle (pointer or keyboard, `@dnd-kit`),
 * the name, its product count, and edit / delete — or 'Deleting' with Undo during the 5 s window.
 */
export function CatalogueRow({
  catalogue,
  shopSlug,
  deleting,
  onDelete,
  onUndo,
  onSaved,
}: CatalogueRowProps) {
  const t = useTranslations('myCatalogues');
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: catalogue.id,
    disabled: deleting,
  });
  const undoButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasDeleting = useRef(deleting);

  // Focus follows the button that replaced the one just pressed (Delete ↔ Undo).
  useEffect(() => {
    if (deleting && !wasDeleting.current) undoButton.current?.focus();
    if (!deleting && wasDeleting.current && document.activeElement === document.body)
      deleteButton.current?.focus();
    wasDeleting.current = deleting;
  }, [deleting]);

  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-catalogue-row={catalogue.id}
      className={`border-b border-gray-200 bg-white last:border-0 dark:border-gray-700 dark:bg-gray-900 ${
        isDragging ? 'relative z-10 shadow-lg' : ''
      } ${deleting ? 'opacity-70' : ''}`}
    >
      <td className="w-10 py-2 pr-1 pl-2 align-middle">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('dragHandle', { name: catalogue.name })}
          disabled={deleting}
          className="focus-visible:outline-shop-1 inline-flex size-8 cursor-grab touch-none items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 focus-visible:outline-2 active:cursor-grabbing disabled:cursor-default disabled:opacity-40 dark:text-gray-300 dark:hover:bg-gray-800"
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            focusable="false"
            fill="currentColor"
          >
            <circle cx="9" cy="6" r="1.6" />
            <circle cx="15" cy="6" r="1.6" />
            <circle cx="9" cy="12" r="1.6" />
            <circle cx="15" cy="12" r="1.6" />
            <circle cx="9" cy="18" r="1.6" />
            <circle cx="15" cy="18" r="1.6" />
          </svg>
        </button>
      </td>
      <th scope="row" className="max-w-0 py-2 pr-2 text-left align-middle font-medium">
        <span className="block truncate" title={catalogue.name}>
          {catalogue.name}
        </span>
      </th>
      {deleting ? null : (
        <td className="py-2 pr-2 text-sm whitespace-nowrap text-gray-700 dark:text-gray-300">
          {/* Phones show the number alone: the column header says what it counts. */}
          <span aria-hidden="true" className="sm:hidden">
            {catalogue.num_products}
          </span>
          <span className="sr-only sm:not-sr-only">
            {catalogue.num_products === 1
              ? t('productOne')
              : t('productOther', { count: String(catalogue.num_products) })}
          </span>
        </td>
      )}
      {/* While deleting, the state and Undo take the count's room too. */}
      <td colSpan={deleting ? 2 : undefined} className="py-2 pr-2 text-right whitespace-nowrap">
        {deleting ? (
          <span className="inline-flex items-center gap-2">
            <span className="text-sm text-gray-700 dark:text-gray-300">{t('deleting')}</span>
            <Button
              variant="tool-dark"
              size="sm"
              ref={undoButton}
              onClick={() => onUndo(catalogue)}
            >
              {t('undo')}
            </Button>
          </span>
        ) : (
          <span className="inline-flex items-center gap-1">
            <CatalogueFormDialog
              shopSlug={shopSlug}
              catalogue={catalogue}
              onSaved={onSaved}
              triggerClassName={buttonVariants({ variant: 'tool-edit', size: 'sm' })}
            />
            <Button
              variant="tool-delete"
              size="sm"
              ref={deleteButton}
              onClick={() => onDelete(catalogue)}
              aria-label={t('delete', { name: catalogue.name })}
            >
              <TrashIcon width={18} height={18} />
            </Button>
          </span>
        )}
      </td>
    </tr>
  );
}
