import { z } from 'zod';

import { shopSlugSchema } from '@/lib/domain/shop/slug';
import { DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS } from '@/lib/domain/shop/store-slug';

import { ErrorSchema } from './common';

export const STORE_NAME_MAX = 120;

/** "Non-empty store fields" (spec 02 §7): a blank optional field counts as not sent. */
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const storeName = z.string().trim().min(1).max(STORE_NAME_MAX);
const hexColor = z.preprocess(
  blankAsUnset,
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .transform((value) => value.toLowerCase())
    .optional(),
);
/** An https/http address or a path on this site (`/demo/logos/x.svg`). */
const photo = z.preprocess(
  blankAsUnset,
  z
    .string()
    .trim()
    .max(500)
    .regex(/^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/)
    .optional(),
);

export const StoreSlugCheckInputSchema = z
  .object({
    slug: shopSlugSchema.meta({ example: 'demo' }),
    name: z.string().trim().max(STORE_NAME_MAX).default('').meta({ example: 'Tienda Demo' }),
    n_suggestions: z.number().int().min(0).max(MAX_SUGGESTIONS).default(DEFAULT_SUGGESTIONS),
  })
  .meta({ id: 'StoreSlugCheckInput' });
export type StoreSlugCheckInput = z.input<typeof StoreSlugCheckInputSchema>;

export const StoreSlugCheckSchema = z
  .object({
    exists: z.boolean().meta({ description: 'Taken by a shop, or a reserved platform sub-domain' }),
    suggestions: z
      .array(z.string())
      .meta({ description: 'Free, valid slugs (only when `exists`)' }),
  })
  .meta({ id: 'StoreSlugCheck' });
export type StoreSlugCheck = z.infer<typeof StoreSlugCheckSchema>;

/** A new affiliate store; the store-creation form checks the same rules in the browser. */
export const AffiliateStoreInputSchema = z
  .object({
    slug: shopSlugSchema.meta({ example: 'mi-tienda' }),
    name: storeName.meta({ example: 'Mi Tienda' }),
    photo,
    color1: hexColor,
    color2: hexColor,
  })
  .meta({ id: 'AffiliateStoreInput' });
export type AffiliateStoreInput = z.input<typeof AffiliateStoreInputSchema>;
export type AffiliateStoreFields = z.output<typeof AffiliateStoreInputSchema>;

/** 409 answers of store creation: `slug_taken` carries the suggestions, `store_exists` none. */
export const StoreConflictSchema = ErrorSchema.extend({
  code: z.enum(['slug_taken', 'store_exists']),
  suggestions: z.array(z.string()).optional(),
}).meta({ id: 'StoreConflict' });
export type StoreConflict = z.infer<typeof StoreConflictSchema>;
