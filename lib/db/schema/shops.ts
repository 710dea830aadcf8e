import {
  type AnyPgColumn,
  boolean,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from './columns';
import type {
  AdornmentType,
  Currency,
  FooterStyle,
  PhotoDisplay,
  Section,
  ShopRole,
  SignupForm,
  StoreType,
  ThemeName,
} from '../../domain/vocabulary';
import { headers } from './storefront';
import { suppliers } from './suppliers';
import { users } from './users';

/** A shop (tenant). Every Shop field of spec 01 §3; store_theme_info is spread over columns. */
export const shops = pgTable(
  'shops',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    photo: text('photo'),
    photoDisplay: text('photo_display').$type<PhotoDisplay>().notNull().default('bdr_cir'),
    favicon: text('favicon'),
    coverPhoto: text('cover_photo'),
    theme: text('theme').$type<ThemeName>().notNull().default('theme04'),
    storeType: text('store_type').$type<StoreType>().notNull().default('affiliate'),
    isProxy: boolean('is_proxy').notNull().default(false),
    /** The shop a proxy mirrors (read-only menu, products of the source). */
    proxyOfShopId: text('proxy_of_shop_id').references((): AnyPgColumn => shops.id),
    /** The affinity network's root store. */
    rootAffinityShopId: text('root_affinity_shop_id').references((): AnyPgColumn => shops.id),
    /** Set when the shop belongs to a supplier (its disabled state shows an alert). */
    supplierId: text('supplier_id').references(() => suppliers.id),
    defaultCurrency: text('default_currency').$type<Currency>().notNull().default('MXN'),

    hiddenStoreName: boolean('hidden_store_name').notNull().default(false),
    hiddenSearchBar: boolean('hidden_search_bar').notNull().default(false),
    hiddenDarkmode: boolean('hidden_darkmode').notNull().default(false),
    darkmode: boolean('darkmode').notNull().default(false),
    hiddenAffinityXheader: boolean('hidden_affinity_xheader').notNull().default(false),
    hiddenAffiliateBanner: boolean('hidden_affiliate_banner').notNull().default(false),
    hiddenDssupplierBanner: boolean('hidden_dssupplier_banner').notNull().default(false),
    affiliateLanding: boolean('affiliate_landing').notNull().default(false),
    dssupplierLanding: boolean('dssupplier_landing').notNull().default(false),

    canonicalUrl: text('canonical_url'),
    canonicalDomain: text('canonical_domain'),
    seoDescription: text('seo_description'),
    fbPixel: text('fb_pixel'),
    liveChatLicense: text('live_chat_license'),
    whatsappPhone: text('whatsapp_phone'),
    whatsappCountryCode: text('whatsapp_country_code'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactCountryCode: text('contact_country_code'),
    footerBg: text('footer_bg'),
    footerFg: text('footer_fg'),
    footerStyle: text('footer_style').$type<FooterStyle>().notNull().default('default'),
    aboutEntryId: text('about_entry_id'),
    usersSupportUrl: text('users_support_url'),
    franchiseSupportUrl: text('franchise_support_url'),
    affiliateSupportUrl: text('affiliate_support_url'),
    adornmentType: text('adornment_type').$type<AdornmentType>().notNull().default('none'),
    bgcolor: text('bgcolor'),

    facebook: text('facebook'),
    instagram: text('instagram'),
    twitter: text('twitter'),
    youtube: text('youtube'),
    twitch: text('twitch'),
    kick: text('kick'),
    discord: text('discord'),

    // store_theme_info
    color1: text('color1').notNull().default('#1d4ed8'),
    color2: text('color2').notNull().default('#7c3aed'),
    columns: smallint('columns').notNull().default(2),
    signupForm: text('signup_form').$type<SignupForm>().notNull().default('complete'),
    sections: text('sections').array().$type<Section[]>().notNull().default(['products']),
    /** The header shown as store_theme_info.header_info. */
    headerId: text('header_id').references((): AnyPgColumn => headers.id, { onDelete: 'set null' }),
    /** Sign-up on this shop offers to create a store ("create store" label). */
    storeCreationOnSignup: boolean('store_creation_on_signup').notNull().default(false),

    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shops_owner_idx').on(t.ownerId),
    index('shops_root_affinity_idx').on(t.rootAffinityShopId),
  ],
);

/** Staff of a shop. The owner is implicitly admin; members hold one or more roles. */
export const shopMembers = pgTable(
  'shop_members',
  {
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ShopRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.userId, t.role] }),
    index('shop_members_user_idx').on(t.userId),
  ],
);
