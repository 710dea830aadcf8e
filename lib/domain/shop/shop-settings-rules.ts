import type { PhotoDisplay } from '@/lib/domain/vocabulary';

/**
 * Rules of a shop's settings (spec 01 §2 logo/name form and background colour, §3 Shop, §5):
 * pure, shared by `PATCH /api/shops/{slug}`, the settings page and the inline editors.
 */

/** The settings page, as the storefront's gear links it (spec 01 §2). */
export const SETTINGS_PATH = 'admin/configuracion?showCustomShopToggle=true';

/** Field error keys the API answers in `fields` and the forms show (`shopSettings.fieldErrors.*`). */
export const SHOP_SETTINGS_FIELD_ERRORS = [
  'required',
  'too_long',
  'invalid_option',
  'invalid_color',
  'invalid_photo',
  'invalid_email',
  'invalid_phone',
  'invalid_country_code',
  'country_code_required',
  'phone_required',
  'invalid_domain',
  'domain_taken',
  'invalid_header',
  'read_only',
] as const;
export type ShopSettingsFieldError = (typeof SHOP_SETTINGS_FIELD_ERRORS)[number];

/** SEO description: search engines show about 160 characters; we keep up to 300. */
export const SEO_DESCRIPTION_MAX = 300;
export const SEO_DESCRIPTION_SHOWN = 160;
export const CONTACT_EMAIL_MAX = 254;

/** Recommended logo sizes (spec 01 §2): square shapes 1000x1000, rectangular 1000x400. */
export const SHOP_LOGO_SIZE = {
  square: { width: 1000, height: 1000 },
  wide: { width: 1000, height: 400 },
} as const;

const WIDE_DISPLAYS: ReadonlySet<PhotoDisplay> = new Set(['bdr_rec', 'rec']);

/** `bdr_rec` and `rec` give a wide photo (spec 01 §3). */
export function isWidePhotoDisplay(display: PhotoDisplay): boolean {
  return WIDE_DISPLAYS.has(display);
}

/** The recommended logo size for a shape. */
export function recommendedLogoSize(display: PhotoDisplay) {
  return isWidePhotoDisplay(display) ? SHOP_LOGO_SIZE.wide : SHOP_LOGO_SIZE.square;
}

/** The custom colour picker starts here (spec 01 §2: default #0000ff). */
export const CUSTOM_COLOR_DEFAULT = '#0000ff';

/**
 * The palette of colour pairs (`color1` → `color2`, the shop's gradient) offered before the custom
 * picker. Every pair keeps white text readable (3:1 for the nav bar's large text at least).
 */
export const COLOR_PAIRS: ReadonlyArray<readonly [color1: string, color2: string]> = [
  ['#1d4ed8', '#7c3aed'],
  ['#0f766e', '#0369a1'],
  ['#15803d', '#0f766e'],
  ['#b91c1c', '#c2410c'],
  ['#be185d', '#7e22ce'],
  ['#78350f', '#b45309'],
  ['#1f2937', '#4b5563'],
  ['#0000ff', '#4338ca'],
];

/** A colour as the API keeps it: `#rrggbb`, lower-case (no alpha: spec 01 §2). */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Phone numbers are 10 digits without the calling code (spec 02 §5, lib/domain/accounts/phone.ts). */
export const SHOP_PHONE = /^\d{10}$/;
/** A calling code: 1 to 3 digits, kept without the plus sign (`52`). */
export const CALLING_CODE = /^\d{1,3}$/;

/** What a person types in a phone field, without spaces, dashes, dots or parentheses. */
export function phoneDigits(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

/** A calling code as typed (`+52`, ` 52 `) as kept (`52`). */
export function callingCodeDigits(value: string): string {
  return value.trim().replace(/^\+/, '');
}
