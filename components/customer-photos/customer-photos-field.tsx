'use client';

import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { uploadCustomerPhoto } from '@/lib/client/requests/gallery-upload';
import { DEFAULT_UPLOAD_MAX_MB, galleryRule } from '@/lib/domain/gallery/gallery-rules';

export interface CustomerPhoto {
  id: string;
  url: string;
}

/** The field's words, from the island's own namespace. */
export interface CustomerPhotosLabels {
  label: string;
  hint: string;
  tooMany: string;
  tooLarge: string;
  uploading: string;
  failed: string;
  alt: (number: number) => string;
  remove: (number: number) => string;
}

/**
 * A customer's photos of an order (a return request's, a review's): a file input that uploads
 * each chosen image to the gallery at once (the kind's fixed limit checked first), thumbnails
 * with a remove button each, and at most `max`. The photos are the parent's (`photos`,
 * `onChange`); `onUploadingChange` lets it hold its submit while an upload runs.
 */
export function CustomerPhotosField({
  id,
  kind,
  max,
  photos,
  onChange,
  onUploadingChange,
  labels,
}: {
  id: string;
  kind: 'return_photo' | 'review_photo';
  max: number;
  photos: readonly CustomerPhoto[];
  onChange: (update: (photos: CustomerPhoto[]) => CustomerPhoto[]) => void;
  onUploadingChange?: (uploading: boolean) => void;
  labels: CustomerPhotosLabels;
}) {
  // The kind's limit is fixed: the deployment's shared one does not change it.
  const rule = galleryRule(kind, DEFAULT_UPLOAD_MAX_MB);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const busy = (value: boolean) => {
    setUploading(value);
    onUploadingChange?.(value);
  };

  async function add(files: File[]) {
    setError(null);
    const room = max - photos.length;
    if (files.length > room) setError(labels.tooMany);
    busy(true);
    for (const file of files.slice(0, Math.max(room, 0))) {
      if (file.size > rule.maxBytes) {
        setError(labels.tooLarge);
        continue;
      }
      const answer = await uploadCustomerPhoto(kind, file);
      if (answer.ok) onChange((list) => [...list, { id: answer.data.id, url: answer.data.url }]);
      else
        setError(
          answer.error.code === 'image_too_large'
            ? labels.tooLarge
            : answer.error.message || labels.failed,
        );
    }
    busy(false);
  }

  return (
    <>
      <Field id={id} label={labels.label} hint={labels.hint} error={error}>
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept={rule.accept}
            disabled={uploading || photos.length >= max}
            className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-gray-100 file:px-3 file:py-1.5 file:text-sm file:font-medium dark:file:bg-gray-800 dark:file:text-gray-100"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void add(files);
            }}
          />
        )}
      </Field>
      <Notice role="status" tone="progress" message={uploading ? labels.uploading : null} />
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="flex flex-col items-center gap-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- the customer's own upload, shown as sent */}
              <img
                src={photo.url}
                alt={labels.alt(index + 1)}
                width={80}
                height={80}
                className="size-20 rounded-lg object-cover"
              />
              <Button
                variant="link"
                onClick={() => onChange((list) => list.filter((p) => p.id !== photo.id))}
              >
                {labels.remove(index + 1)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
