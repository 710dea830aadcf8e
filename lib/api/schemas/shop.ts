import { z } from 'zod';

import {
  ACTION_TYPES,
  ADORNMENT_TYPES,
  AUDIENCES,
  BUTTON_LABELS,
  FOOTER_STYLES,
  PHOTO_DISPLAYS,
  SECTIONS,
  SHOP_ROLES,
  SIGNUP_FORMS,
  SLIDE_TYPES,
  STORE_TYPES,
  THEMES,
} from '@/lib/domain/vocabulary';

import { CurrencySchema } from './product';

/** Spec 01 §3 Slide / Banner. */
export const SlideSchema = z
  .object({
    id: z.string(),
    hzt_image: z.string().nullable(),
    hzt_image_id: z.string().nullable(),
    vrt_image: z.string().nullable(),
    vrt_image_id: z.string().nullable(),
    product: z
      .object({ id: z.string(), owner: z.string(), type: z.string(), name: z.string() })
      .nullable(),
    supplier: z.string().nullable(),
    url: z.string().nullable(),
    url_target: z.boolean(),
    type: z.enum(SLIDE_TYPES),
    action_type: z.enum(ACTION_TYPES),
    target: z.enum(AUDIENCES),
  })
  .meta({ id: 'Slide' });
export type Slide = z.infer<typeof SlideSchema>;

/** Spec 01 §3 header_info / Header record. */
export const HeaderSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    description: z.string().nullable(),
    target: z.enum(AUDIENCES),
    action_type: z.enum(ACTION_TYPES),
    url: z.string().nullable(),
    product: z.object({ id: z.string(), product_name: z.string() }).nullable(),
    product_supplier: z.string().nullable(),
    button_label: z.enum(BUTTON_LABELS).nullable(),
    bg_color1: z.string().nullable(),
    bg_color2: z.string().nullable(),
  })
  .meta({ id: 'Header' });
export type Header = z.infer<typeof HeaderSchema>;

export const StoreThemeInfoSchema = z.object({
  color1: z.string(),
  color2: z.string(),
  columns: z.number().int(),
  signup_form: z.enum(SIGNUP_FORMS),
  sections_info: z.array(z.enum(SECTIONS)),
  slider_info: z.array(SlideSchema),
  header_info: HeaderSchema.nullable(),
});

export const RootAffinityStoreInfoSchema = z.object({
  owner: z.string(),
  slug: z.string(),
  name: z.string(),
  color1: z.string(),
  color2: z.string(),
  photo: z.string().nullable(),
  canonical_url: z.string().nullable(),
  about_entry_id: z.string().nullable(),
  users_support_url: z.string().nullable(),
});

const nullableText = z.string().nullable();

/** Spec 01 §3 Shop, plus the answer fields of "GET shop by slug" (§7). */
export const ShopSchema = z
  .object({
    id: z.string(),
    owner: z.string(),
    slug: z.string(),
    name: z.string(),
    photo: nullableText,
    photo_display: z.enum(PHOTO_DISPLAYS),
    favicon: nullableText,
    cover_photo: nullableText,
    theme: z.enum(THEMES),
    store_type: z.enum(STORE_TYPES),
    is_proxy: z.boolean(),
    proxy_of: nullableText,
    default_currency: CurrencySchema,
    hidden_store_name: z.boolean(),
    hidden_search_bar: z.boolean(),
    hidden_darkmode: z.boolean(),
    darkmode: z.boolean(),
    hidden_affinity_xheader: z.boolean(),
    hidden_affiliate_banner: z.boolean(),
    hidden_dssupplier_banner: z.boolean(),
    affiliate_landing: z.boolean(),
    dssupplier_landing: z.boolean(),
    canonical_url: nullableText,
    canonical_domain: nullableText,
    seo_description: nullableText,
    fb_pixel: nullableText,
    live_chat_license: nullableText,
    whatsapp_phone: nullableText,
    whatsapp_country_code: nullableText,
    contact_email: nullableText,
    contact_phone: nullableText,
    contact_country_code: nullableText,
    footer_bg: nullableText,
    footer_fg: nullableText,
    footer_style: z.enum(FOOTER_STYLES),
    about_entry_id: nullableText,
    users_support_url: nullableText,
    franchise_support_url: nullableText,
    affiliate_support_url: nullableText,
    adornment_type: z.enum(ADORNMENT_TYPES),
    bgcolor: nullableText,
    facebook: nullableText,
    instagram: nullableText,
    twitter: nullableText,
    youtube: nullableText,
    twitch: nullableText,
    kick: nullableText,
    discord: nullableText,
    store_creation_on_signup: z.boolean(),
    supplier_info: z.object({ id: z.string(), name: z.string(), enabled: z.boolean() }).nullable(),
    root_affinity_store_info: RootAffinityStoreInfoSchema.nullable(),
    store_theme_info: StoreThemeInfoSchema,
    permissions: z.object({ admin: z.boolean(), roles: z.array(z.enum(SHOP_ROLES)) }),
    menu_fetching: z
      .boolean()
      .meta({ description: 'Menu-bar options are fetched only when permissions allow.' }),
    user_info: z.object({ user_level: z.number().int().nullable() }),
    referral: nullableText,
    campaign: nullableText,
    click_id: nullableText,
    gclid: nullableText,
    fbclid: nullableText,
    referral_slug: nullableText,
  })
  .meta({ id: 'Shop' });
export type Shop = z.infer<typeof ShopSchema>;
