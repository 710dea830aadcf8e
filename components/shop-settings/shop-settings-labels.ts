import { fill } from '@/components/catalogues/catalogue-labels';
import type messages from '@/messages/es.json';

/** The settings page's words (the `shopSettings` namespace), passed from the server. */
export type ShopSettingsLabels = (typeof messages)['shopSettings'];

/** What every settings form says around saving. */
export type SaveLabels = Pick<ShopSettingsLabels, 'save' | 'saving' | 'saved' | 'saveFailed' | 'checkFields' | 'fieldErrors'>;

/** The words of the storefront's inline editors: a part of the namespace, so cached pages stay small. */
export type InlineEditorLabels = SaveLabels &
  Pick<ShopSettingsLabels, 'admin' | 'identity' | 'colors' | 'close'>;

export const INLINE_LABEL_KEYS = [
  'save',
  'saving',
  'saved',
  'saveFailed',
  'checkFields',
  'fieldErrors',
  'admin',
  'identity',
  'colors',
  'close',
] as const satisfies ReadonlyArray<keyof InlineEditorLabels>;

/** A field's error text from its key (`too_long` names its limit). */
export function fieldErrorText(
  labels: Pick<SaveLabels, 'fieldErrors' | 'saveFailed'>,
  key: string | undefined,
  values: Record<string, string | number> = {},
): string | undefined {
  if (!key) return undefined;
  const template = (labels.fieldErrors as Record<string, string>)[key] ?? labels.saveFailed;
  return fill(template, values);
}
