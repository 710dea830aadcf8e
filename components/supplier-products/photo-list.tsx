'use client';

import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import type { SupplierProductFormValues } from '@/lib/api/schemas/supplier-products';
import { supplierProductRequests } from '@/lib/client/requests/supplier-products';
import { moveItem } from '@/lib/domain/catalogue/catalogue-rules';
import { DEFAULT_UPLOAD_MAX_MB, galleryRule } from '@/lib/domain/gallery/gallery-rules';
import { ITEM_PHOTOS_MAX } from '@/lib/domain/items/item-rules';

import { PhotoRow } from './photo-row';
import { useItemFieldError } from './use-item-field-error';

const ACCEPT = galleryRule('product_photo', DEFAULT_UPLOAD_MAX_MB).accept;

const FILE_INPUT =
  'mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-gray-100 file:px-3 file:py-1.5 file:text-sm file:font-medium disabled:opacity-60 dark:file:bg-gray-800 dark:file:text-gray-100';

/**
 * The item's photos (issue 16): files chosen are uploaded to the supplier's gallery at once
 * (checked by content there: type and size, the spec's 'Imagen rechazada …' when refused) and
 * added at the end; rows reorder by drag or by keyboard (Space, arrows, Space), the first being
 * the cover; each can be taken off. The item keeps them only when it is saved.
 */
export function PhotoList({ supplierId }: { supplierId: string }) {
  const t = useTranslations('itemEditor');
  const { control } = useFormContext<SupplierProductFormValues>();
  const { field } = useController({ control, name: 'photos' });
  const photos = field.value ?? [];
  const errorOf = useItemFieldError();
  const progressId = `${useId()}-progress`;
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])].slice(0, ITEM_PHOTOS_MAX - photos.length);
    input.value = '';
    if (files.length === 0) return;
    setFailure(null);
    setUploading(true);
    const added: string[] = [];
    for (const file of files) {
      const answer = await supplierProductRequests.uploadPhoto(supplierId, file);
      if (answer.ok) {
        added.push(answer.data.url);
        continue;
      }
      const rejected = (answer.status === 413 || answer.status === 415) && !!answer.error.message;
      setFailure(rejected ? answer.error.message : t('photos.uploadFailed'));
      break;
    }
    if (added.length > 0) field.onChange([...photos, ...added]);
    setUploading(false);
  }

  const placeOf = (id: UniqueIdentifier | undefined) =>
    String(id === undefined ? 0 : photos.indexOf(String(id)) + 1);
  const total = String(photos.length);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('announce.pickedUp', { position: placeOf(active.id), total }),
    onDragOver: ({ over }) =>
      over ? t('announce.moved', { position: placeOf(over.id), total }) : undefined,
    onDragEnd: ({ over }) =>
      over ? t('announce.dropped', { position: placeOf(over.id), total }) : undefined,
    onDragCancel: ({ active }) => t('announce.cancelled', { position: placeOf(active.id) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = photos.indexOf(String(active.id));
    const to = photos.indexOf(String(over.id));
    if (from >= 0 && to >= 0) field.onChange(moveItem(photos, from, to));
  }

  const full = photos.length >= ITEM_PHOTOS_MAX;
  const error = errorOf('photos') ?? photos.map((_, i) => errorOf(`photos.${i}`)).find(Boolean);
  return (
    <div className="space-y-3">
      <Field
        label={t('photos.add')}
        hint={t('photos.hint')}
        error={failure ?? error}
        describedBy={uploading ? progressId : undefined}
      >
        {(controlProps) => (
          <input
            {...controlProps}
            type="file"
            multiple
            accept={ACCEPT}
            disabled={uploading || full}
            onChange={(event) => void onFiles(event)}
            className={FILE_INPUT}
          />
        )}
      </Field>
      <Notice
        id={progressId}
        role="status"
        tone="progress"
        message={uploading ? t('photos.uploading') : null}
      />
      {photos.length > 0 ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{ announcements }}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={photos} strategy={verticalListSortingStrategy}>
            <ol aria-label={t('photos.title')} className="space-y-2">
              {photos.map((url, index) => (
                <PhotoRow
                  key={url}
                  url={url}
                  position={index + 1}
                  onRemove={() => field.onChange(photos.filter((photo) => photo !== url))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      ) : null}
    </div>
  );
}
