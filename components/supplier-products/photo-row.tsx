'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';

/**
 * One photo of the item: a drag handle (pointer, or Space and the arrows), the picture, the cover
 * badge on the first, and a button that takes it off the item.
 */
export function PhotoRow({
  url,
  position,
  onRemove,
}: {
  url: string;
  /** 1-based. */
  position: number;
  onRemove: () => void;
}) {
  const t = useTranslations('itemEditor.photos');
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: url });
  const place = String(position);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-photo-row={url}
      className={`flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-2 dark:border-gray-700 dark:bg-gray-900 ${
        isDragging ? 'relative z-10 shadow-lg' : ''
      }`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('move', { position: place })}
        className="focus-visible:outline-shop-1 inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 focus-visible:outline-2 active:cursor-grabbing dark:text-gray-300 dark:hover:bg-gray-800"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <circle cx="7" cy="5" r="1.5" />
          <circle cx="13" cy="5" r="1.5" />
          <circle cx="7" cy="10" r="1.5" />
          <circle cx="13" cy="10" r="1.5" />
          <circle cx="7" cy="15" r="1.5" />
          <circle cx="13" cy="15" r="1.5" />
        </svg>
      </button>
      {/* eslint-disable-next-line @next/next/no-img-element -- an upload of any size or type, SVG included */}
      <img
        src={url}
        alt={t('alt', { position: place })}
        className="size-16 shrink-0 rounded-md bg-gray-100 object-cover dark:bg-gray-800"
      />
      <span className="min-w-0 flex-1 text-sm">
        {position === 1 ? (
          <span className="rounded-full bg-gray-900 px-2 py-0.5 text-xs font-medium text-white dark:bg-white dark:text-gray-900">
            {t('cover')}
          </span>
        ) : null}
      </span>
      <Button type="button" variant="tool-delete" size="sm" onClick={onRemove}>
        {t('remove', { position: place })}
      </Button>
    </li>
  );
}
