import { z } from 'zod';

import { canonicalDomainOf } from '@/lib/domain/paths/custom-domain';
import { FOOTER_STYLES, PHOTO_DISPLAYS, SECTIONS, THEMES } from '@/lib/domain/vocabulary';
import {
  CALLING_CODE,
  callingCodeDigits,
  CONTACT_EMAIL_MAX,
  HEX_COLOR,
  phoneDigits,
  SEO_DESCRIPTION_MAX,
  SHOP_PHONE,
} from '@/lib/domain/shop/shop-settings-rules';

import { STORE_NAME_MAX } from './stores';

/**
 * `PATCH /api/shops/{slug}` (spec 01 §7 "Update shop": name, photo, columns, color1 and color2,
 * header), with what the settings page edits besides. Every field is optional (a partial
 * update); field errors are keys of `shopSettings.fieldErrors` (lib/domain/shop/shop-settings-rules.ts),
 * so the forms and the API's 422 `fields` share them. The forms build their schemas from the same
 * field schemas.
 */

const invalidOption = { error: 'invalid_option' } as const;

/** Shop name (logo/name form): required (spec 01 §5), at most 120 characters as at creation. */
export const shopNameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(STORE_NAME_MAX, { error: 'too_long' })
  .meta({ description: `Required, at most ${STORE_NAME_MAX} characters`, example: 'Tienda Demo' });

/** `#rrggbb` (no alpha), kept lower-case. */
export const hexColorSchema = z
  .string({ error: 'invalid_color' })
  .trim()
  .regex(HEX_COLOR, { error: 'invalid_color' })
  .transform((value) => value.toLowerCase())
  .meta({ example: '#1d4ed8' });

/** Blank text counts as none (null). */
const blankAsNull = (value: string) => (value === '' ? null : value);

export const photoDisplaySchema = z.enum(PHOTO_DISPLAYS, invalidOption);
export const themeSchema = z.enum(THEMES, invalidOption);
export const columnsSchema = z.literal([1, 2], invalidOption).meta({
  description:
    'Banner carousel columns (spec 01 §2): 1, one wide banner at a time; 2, banners in pairs (not theme03, whose header slider spans the page)',
});
export const footerStyleSchema = z.enum(FOOTER_STYLES, invalidOption);
export const flagSchema = z.boolean(invalidOption);

/** The shop photo: the `url` of a `shop_photo` of the shop's gallery (or the one it has); blank/null removes it. */
export const shopPhotoSchema = z
  .string({ error: 'invalid_photo' })
  .trim()
  .max(500, { error: 'invalid_photo' })
  .regex(/^((https?:\/\/|\/)[^\s]+)?$/, { error: 'invalid_photo' })
  .transform(blankAsNull)
  .nullable()
  .meta({
    description:
      "The `url` of a `shop_photo` image in the shop's gallery (`POST /api/gallery`), or null for none",
    example: '/uploads/Qm9vb2sgb2YgbGlmZQ0xMg.png',
  });

/** Enabled sections, each once (the order sent is kept). */
export const sectionsSchema = z
  .array(z.enum(SECTIONS, invalidOption), invalidOption)
  .max(SECTIONS.length * 2, invalidOption)
  .transform((sections) => [...new Set(sections)])
  .meta({ description: `Enabled sections: ${SECTIONS.join(', ')}` });

export const contactEmailSchema = z
  .string({ error: 'invalid_email' })
  .trim()
  .max(CONTACT_EMAIL_MAX, { error: 'too_long' })
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: 'invalid_email' })
  .transform((value) => blankAsNull(value.toLowerCase()))
  .nullable()
  .meta({ example: 'contacto@mitienda.mx' });

/** 10 digits; spaces, dashes, dots and parentheses are dropped. */
export const shopPhoneSchema = z
  .string({ error: 'invalid_phone' })
  .max(30, { error: 'invalid_phone' })
  .transform(phoneDigits)
  .refine((value) => value === '' || SHOP_PHONE.test(value), { error: 'invalid_phone' })
  .transform(blankAsNull)
  .nullable()
  .meta({ description: '10 digits, without the calling code', example: '5512345678' });

/** The calling code, kept without the plus sign (`+52` → `52`). */
export const callingCodeSchema = z
  .string({ error: 'invalid_country_code' })
  .max(5, { error: 'invalid_country_code' })
  .transform(callingCodeDigits)
  .refine((value) => value === '' || CALLING_CODE.test(value), { error: 'invalid_country_code' })
  .transform(blankAsNull)
  .nullable()
  .meta({ description: 'Calling code without the plus sign', example: '52' });

export const seoDescriptionSchema = z
  .string({ error: 'too_long' })
  .trim()
  .max(SEO_DESCRIPTION_MAX, { error: 'too_long' })
  .transform(blankAsNull)
  .nullable();

/** A public domain name of the shop's own (`mitienda.mx`; a scheme or a path is dropped). */
export const canonicalDomainSchema = z
  .string({ error: 'invalid_domain' })
  .max(260, { error: 'invalid_domain' })
  .refine((value) => value.trim() === '' || canonicalDomainOf(value, null) !== null, {
    error: 'invalid_domain',
  })
  .transform((value) => (value.trim() === '' ? null : canonicalDomainOf(value, null)))
  .nullable()
  .meta({
    description: "The shop's own domain, used for every canonical URL",
    example: 'mitienda.mx',
  });

type PairIssue = { code: 'custom'; path: string[]; message: string };

/**
 * Country code and phone go together (the WhatsApp button needs both, spec 01 §2): a body that
 * sends one of a pair sends the other, and a number needs its code (a code alone is no number).
 */
export function checkPhonePairs(
  value: Partial<
    Record<
      'contact_country_code' | 'contact_phone' | 'whatsapp_country_code' | 'whatsapp_phone',
      string | null
    >
  >,
  addIssue: (issue: PairIssue) => void,
): void {
  const pairs = [
    ['contact_country_code', 'contact_phone'],
    ['whatsapp_country_code', 'whatsapp_phone'],
  ] as const;
  for (const [codeKey, phoneKey] of pairs) {
    const code = value[codeKey];
    const phone = value[phoneKey];
    if (code === undefined && phone === undefined) continue;
    if (phone === undefined)
      addIssue({ code: 'custom', path: [phoneKey], message: 'phone_required' });
    else if (phone && !code)
      addIssue({ code: 'custom', path: [codeKey], message: 'country_code_required' });
  }
}

export const ShopSettingsUpdateSchema = z
  .strictObject({
    name: shopNameSchema.optional(),
    photo: shopPhotoSchema.optional(),
    photo_display: photoDisplaySchema.optional(),
    hidden_store_name: flagSchema.optional(),
    theme: themeSchema.optional(),
    columns: columnsSchema.optional(),
    color1: hexColorSchema.optional(),
    color2: hexColorSchema.optional(),
    header: z
      .string({ error: 'invalid_header' })
      .min(1, { error: 'invalid_header' })
      .max(100, { error: 'invalid_header' })
      .nullable()
      .optional()
      .meta({
        description:
          "The id of one of the shop's headers to show as `header_info`, or null for none",
      }),
    sections_info: sectionsSchema.optional(),
    footer_style: footerStyleSchema.optional(),
    footer_bg: hexColorSchema.nullable().optional(),
    footer_fg: hexColorSchema.nullable().optional(),
    darkmode: flagSchema
      .optional()
      .meta({ description: 'Dark by default for visitors who have not chosen' }),
    hidden_darkmode: flagSchema.optional().meta({ description: 'Hide the light/dark toggle' }),
    hidden_search_bar: flagSchema.optional(),
    contact_email: contactEmailSchema.optional(),
    contact_country_code: callingCodeSchema.optional(),
    contact_phone: shopPhoneSchema.optional(),
    whatsapp_country_code: callingCodeSchema.optional(),
    whatsapp_phone: shopPhoneSchema.optional(),
    seo_description: seoDescriptionSchema.optional(),
    canonical_domain: canonicalDomainSchema.optional(),
  })
  .superRefine((value, ctx) => checkPhonePairs(value, (issue) => ctx.addIssue(issue)))
  .meta({ id: 'ShopSettingsUpdate' });
export type ShopSettingsUpdate = z.output<typeof ShopSettingsUpdateSchema>;
export type ShopSettingsUpdateInput = z.input<typeof ShopSettingsUpdateSchema>;

/** The settings page's groups and the inline editors: each sends its own fields. */
export const ShopIdentityFormSchema = z.object({
  name: shopNameSchema,
  photo_display: photoDisplaySchema,
  hidden_store_name: flagSchema,
});
export const ShopColorsFormSchema = z.object({ color1: hexColorSchema, color2: hexColorSchema });
export const ShopAppearanceFormSchema = z.object({
  theme: themeSchema,
  columns: columnsSchema,
  color1: hexColorSchema,
  color2: hexColorSchema,
  footer_style: footerStyleSchema,
  footer_bg: hexColorSchema.nullable(),
  footer_fg: hexColorSchema.nullable(),
  darkmode: flagSchema,
  hidden_darkmode: flagSchema,
  hidden_search_bar: flagSchema,
});
export const ShopSectionsFormSchema = z.object({ sections_info: sectionsSchema });
export const ShopContactFormSchema = z
  .object({
    contact_email: contactEmailSchema,
    contact_country_code: callingCodeSchema,
    contact_phone: shopPhoneSchema,
    whatsapp_country_code: callingCodeSchema,
    whatsapp_phone: shopPhoneSchema,
  })
  .superRefine((value, ctx) => checkPhonePairs(value, (issue) => ctx.addIssue(issue)));
export const ShopSeoFormSchema = z.object({
  seo_description: seoDescriptionSchema,
  canonical_domain: canonicalDomainSchema,
});
