import { slugFromName } from '../shop/store-slug';

/**
 * Rules of a shop's custom catalogues (spec 01 §4, §5, §9). Pure: the services and the 'My
 * catalogues' modal share them.
 */

/** Catalogue name: required, at most 150 characters (spec 01 §5, §9). */
export const CATALOGUE_NAME_MAX = 150;
/** Recommended photo size shown in the form (spec 01 §2). */
export const CATALOGUE_PHOTO_SIZE = { width: 400, height: 200 } as const;
/** The row shows 'Deleting' with Undo this long before the delete call (spec 01 §4, §9). */
export const CATALOGUE_DELETE_UNDO_MS = 5000;
/** 'Updating position' shows about this long after a drag (spec 01 §4, §9). */
export const CATALOGUE_POSITION_NOTICE_MS = 2500;
/** How long a result toast of the modal stays (spec 01 §9: toast dismiss 4 s). */
export const CATALOGUE_TOAST_MS = 4000;
/** Catalogues the modal loads a page (spec 01 §9: catalogue list default 30). */
export const CATALOGUE_MODAL_PAGE = 30;

/**
 * Field error keys the API answers in `fields` and the form shows (messages
 * `catalogues.fieldErrors.*`). A name that is empty after trimming is `required`; one that has
 * no letter or digit (nothing to build its address from) is `invalid_name`, the spec's
 * 'Invalid name'.
 */
export const CATALOGUE_FIELD_ERRORS = [
  'required',
  'too_long',
  'invalid_name',
  'invalid_photo',
] as const;
export type CatalogueFieldError = (typeof CATALOGUE_FIELD_ERRORS)[number];

/** Control characters have no place in a name shown in menus and share links. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** Why a (trimmed) name cannot name a catalogue, or null when it can. */
export function catalogueNameProblem(name: string): CatalogueFieldError | null {
  if (name.length === 0) return 'required';
  if (name.length > CATALOGUE_NAME_MAX) return 'too_long';
  if (CONTROL_CHARACTERS.test(name) || catalogueSlugBase(name) === '') return 'invalid_name';
  return null;
}

/** The address part a name gives: 'Café de Olla' → 'cafe-de-olla' (at most 63 characters). */
export function catalogueSlugBase(name: string): string {
  return slugFromName(name);
}

/**
 * The first free slug of `base`, `base-2`, `base-3`, … given the shop's taken slugs (compared
 * lower-case). The suffix keeps the result within 63 characters.
 */
export function freeCatalogueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, 63 - suffix.length).replace(/[-_]+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The list with the item at `from` moved to `to` (both zero-based; out of range → unchanged copy). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * The name of a catalogue's copy (spec 03 §2 "duplicate"): `withSuffix` words it in the actor's
 * language ('{name} (copia)'); the original name is cut so the copy's stays within 150 characters.
 */
export function copyCatalogueName(name: string, withSuffix: (name: string) => string): string {
  const room = CATALOGUE_NAME_MAX - withSuffix('').length;
  return withSuffix(name.slice(0, Math.max(0, room)).trimEnd());
}

/** Spec 03 §2, §6: level-two users (and staff) may duplicate catalogues. */
export function mayDuplicateCatalogue(level: number): boolean {
  return level >= 2;
}
