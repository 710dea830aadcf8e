import type { ActionType } from '@/lib/domain/vocabulary';

import { DARK_TEXT, LIGHT_TEXT, readableTextOver } from './readable-text';
import { safeWebAddress } from '../paths/theme-links';

/**
 * Rules of a shop's header records (spec 01 §2 header editor, §3 header_info, §4, §5, §9). Pure:
 * the API, its services and the header editor share them.
 */

/** Text limits (spec 01 §5, §9). */
export const HEADER_TITLE_MAX = 30;
export const HEADER_SUBTITLE_MAX = 40;
export const HEADER_DESCRIPTION_MAX = 130;
/** An admin-entered address; longer ones are not web addresses people type. */
export const HEADER_URL_MAX = 500;
/** Headers the editor lists a page (spec 01 §7, §9: GET offset 0, limit 10). */
export const HEADER_PAGE_SIZE = 10;
/** The background colour is applied to the page this long after the last change (spec 01 §9). */
export const HEADER_COLOR_DEBOUNCE_MS = 250;
/** How long a result message of the editor stays (spec 01 §9: toast dismiss 4 s). */
export const HEADER_TOAST_MS = 4000;

/**
 * Field error keys the API answers in `fields` and the editor shows (`headerEditor.fieldErrors`).
 * `required`: title empty, no url for a url action, no product for a product action, no button
 * label for an action; `invalid_url`: not a web address; `invalid_product`: not an item this
 * shop sells.
 */
export const HEADER_FIELD_ERRORS = [
  'required',
  'too_long',
  'invalid_option',
  'invalid_url',
  'invalid_product',
  'invalid_color',
] as const;
export type HeaderFieldError = (typeof HEADER_FIELD_ERRORS)[number];

/** What the action rules look at. */
export interface HeaderAction {
  action_type: ActionType;
  url?: string | null;
  product?: string | null;
  button_label?: string | null;
}

/**
 * The spec's action rules (spec 01 §4, §5): a url action needs a web address, a product action
 * a product, any action but none a button label. Field → error key; empty when it is fine.
 */
export function headerActionProblems(
  header: HeaderAction,
): Partial<Record<'url' | 'product' | 'button_label', HeaderFieldError>> {
  const problems: Partial<Record<'url' | 'product' | 'button_label', HeaderFieldError>> = {};
  if (header.action_type === 'url') {
    const url = header.url?.trim() ?? '';
    if (!url) problems.url = 'required';
    else if (!safeWebAddress(url)) problems.url = 'invalid_url';
  }
  if (header.action_type === 'product' && !header.product) problems.product = 'required';
  if (header.action_type !== 'none' && !header.button_label) problems.button_label = 'required';
  return problems;
}

/**
 * What is kept of the action fields: only those the action type uses (a header whose action is
 * none keeps no url, product or label; a url action no product; a product action no url).
 */
export function keptActionFields<T extends HeaderAction>(header: T): T {
  const type = header.action_type;
  return {
    ...header,
    url: type === 'url' ? (header.url ?? null) : null,
    product: type === 'product' ? (header.product ?? null) : null,
    button_label: type === 'none' ? null : (header.button_label ?? null),
  };
}

/** A header's background colours: its own pair, or null for the shop's colours. */
export interface HeaderColours {
  bg_color1: string | null;
  bg_color2: string | null;
}

/** How a header looks on its background: the block's text and gradient, and its button's colours. */
export interface HeaderLook {
  color: string;
  backgroundImage: string;
  button: { backgroundColor: string; color: string };
}

/**
 * How a header looks on its background (spec 01 §3 header_info): the bg_color1 → bg_color2
 * gradient (the shop's colours where it has none), in a text colour that stays readable on it,
 * under the lightest scrim that makes it so; the button takes the text colour as its background.
 * Shared by the storefront and the editor's live preview.
 */
export function headerLook(
  header: HeaderColours,
  shopColours: readonly [string, string],
): HeaderLook {
  const from = header.bg_color1 ?? shopColours[0];
  const to = header.bg_color2 ?? shopColours[1];
  const { text, scrim } = readableTextOver([from, to]);
  const gradient = `linear-gradient(to right, ${from}, ${to})`;
  return {
    color: text,
    backgroundImage: scrim ? `linear-gradient(${scrim}, ${scrim}), ${gradient}` : gradient,
    button: { backgroundColor: text, color: text === LIGHT_TEXT ? DARK_TEXT : LIGHT_TEXT },
  };
}
