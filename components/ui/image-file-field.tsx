import type { ChangeEvent, ReactNode } from 'react';

import { Button } from './button';
import { cn } from './class-names';
import { Field } from './field';
import { Notice } from './notice';

const FILE_INPUT =
  'block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-gray-100 file:px-3 file:py-1.5 file:text-sm file:font-medium dark:file:bg-gray-800 dark:file:text-gray-100';

export interface ImageFileFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The file input's `accept`. */
  accept: string;
  /** The current image (an `<img>` sized by the caller), or nothing. */
  preview?: ReactNode;
  /** `row`: the preview beside the file input (a logo, a photo); `stack`: above it (a banner). */
  layout?: 'row' | 'stack';
  /** A chosen file: the input is emptied at once, so choosing the same file again works. */
  onFile: (file: File) => unknown;
  /**
   * The upload (`useShopImageUpload`): while `uploading` the input is disabled and
   * `uploadingLabel` is announced; its `failure` is said in an alert under the field.
   */
  upload: { uploading: boolean; failure: { text: string } | null };
  uploadingLabel: string;
  /** The form's error for the field (no image, or one the server refused), while no failure shows. */
  error?: string | null;
  /** A link-like button that takes the image away. */
  remove?: { label: string; onRemove: () => void } | null;
}

/**
 * An image chosen from a file and uploaded as soon as it is (a shop logo, a catalogue photo, a
 * banner): the label and hint, a box with the preview and the file input whose border turns red
 * (`data-invalid`) while something is wrong, the upload's progress and its failure. The upload
 * itself is the caller's (`useShopImageUpload`).
 */
export function ImageFileField({
  id,
  label,
  hint,
  accept,
  preview,
  layout = 'row',
  onFile,
  upload: { uploading, failure: uploadFailure },
  uploadingLabel,
  error = null,
  remove = null,
}: ImageFileFieldProps) {
  const failure = uploadFailure?.text ?? null;
  const invalid = Boolean(failure ?? error);
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (file) void onFile(file);
  }
  return (
    <div>
      <Field id={id} label={label} hint={hint} error={failure ? null : error} invalid={invalid}>
        {(control) => (
          <div
            data-invalid={invalid ? 'true' : undefined}
            className={cn(
              'mt-1 rounded-lg border-2 p-2',
              layout === 'row' ? 'flex items-center gap-3' : 'space-y-2',
              invalid
                ? 'border-red-700 dark:border-red-400'
                : 'border-gray-300 dark:border-gray-600',
            )}
          >
            {preview}
            <div className="min-w-0 space-y-2">
              <input
                {...control}
                type="file"
                accept={accept}
                onChange={onChange}
                disabled={uploading}
                className={FILE_INPUT}
              />
              {remove ? (
                <Button variant="danger-link" size="sm" onClick={remove.onRemove}>
                  {remove.label}
                </Button>
              ) : null}
            </div>
          </div>
        )}
      </Field>
      <Notice role="status" tone="progress" message={uploading ? uploadingLabel : null} />
      <Notice role="alert" message={failure} />
    </div>
  );
}
