import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from './columns';
import type {
  ActionType,
  Audience,
  ButtonLabel,
  GalleryKind,
  SlideType,
} from '../../domain/vocabulary';
import { products } from './products';
import { shops } from './shops';
import { suppliers } from './suppliers';
import { users } from './users';

/**
 * Uploaded images (the gallery): a shop's banners, logo and catalogue photos, a supplier's item
 * photos, or a person's profile photo (neither shop nor supplier). The file lives in the upload store under `storage_key`; `url` is where
 * it is served.
 */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    /** The supplier an item photo was uploaded for (kind `product_photo`). */
    supplierId: text('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<GalleryKind>().notNull(),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    mainColors: jsonb('main_colors').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('gallery_images_shop_idx').on(t.shopId),
    index('gallery_images_uploaded_by_idx').on(t.uploadedBy),
    uniqueIndex('gallery_images_storage_key').on(t.storageKey),
  ],
);

/** Slides of the shop's header slider / banner carousel. */
export const banners = pgTable(
  'banners',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    hztImage: text('hzt_image'),
    hztImageId: text('hzt_image_id').references(() => galleryImages.id, { onDelete: 'set null' }),
    vrtImage: text('vrt_image'),
    vrtImageId: text('vrt_image_id').references(() => galleryImages.id, { onDelete: 'set null' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    supplierId: text('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    url: text('url'),
    urlTarget: boolean('url_target').notNull().default(false),
    type: text('type').$type<SlideType>().notNull().default('URL'),
    actionType: text('action_type').$type<ActionType>().notNull().default('none'),
    target: text('target').$type<Audience>().notNull().default('all'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banners_shop_position_idx').on(t.shopId, t.position)],
);

/** Header records (title, call to action); the shop's `header_id` picks the one shown. */
export const headers = pgTable(
  'headers',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description'),
    target: text('target').$type<Audience>().notNull().default('all'),
    actionType: text('action_type').$type<ActionType>().notNull().default('none'),
    url: text('url'),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    buttonLabel: text('button_label').$type<ButtonLabel>(),
    bgColor1: text('bg_color1'),
    bgColor2: text('bg_color2'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('headers_shop_idx').on(t.shopId)],
);
