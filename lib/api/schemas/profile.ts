import { z } from 'zod';

import { countrySchema } from './auth';

/**
 * The signed-in user's profile (spec 02 §7 "Profile admin": GET and PUT on the me resource with
 * the non-empty profile fields; the image is uploaded to the gallery first). Field error messages
 * are keys of the `profile.fieldErrors` namespace, so the form and the API's 422 `fields` share
 * them.
 */
export const PROFILE_FIELD_ERRORS = [
  'required',
  'too_long',
  'invalid_country',
  'invalid_image',
  'image_not_owned',
] as const;
export type ProfileFieldError = (typeof PROFILE_FIELD_ERRORS)[number];

export const FULL_NAME_MAX = 120;
export const IMAGE_URL_MAX = 500;

/** A blank (or null) field counts as not sent: only non-empty fields change the profile. */
const blankAsUnset = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const fullNameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(FULL_NAME_MAX, { error: 'too_long' });

/** The `url` of an image the user uploaded to the gallery (`POST /api/gallery`, `profile_photo`). */
const imageUrlSchema = z
  .string({ error: 'invalid_image' })
  .trim()
  .max(IMAGE_URL_MAX, { error: 'invalid_image' })
  .regex(/^(https?:\/\/|\/)[^\s]+$/, { error: 'invalid_image' });

export const ProfileSchema = z
  .object({
    id: z.string(),
    full_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** Calling code of `phone`, without '+'. */
    country_code: z.string().nullable(),
    /** ISO 3166-1 alpha-2. */
    country: z.string().nullable(),
    image: z.string().nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * A profile change: only the fields sent non-empty change. E-mail and phone are not here (changing
 * them needs a verification of the new contact); an unknown field is refused with 422.
 */
export const ProfileUpdateSchema = z
  .strictObject({
    full_name: z.preprocess(blankAsUnset, fullNameSchema.optional()),
    country: z.preprocess(blankAsUnset, countrySchema.optional()),
    image: z.preprocess(blankAsUnset, imageUrlSchema.optional()),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;
export type ProfileChanges = z.output<typeof ProfileUpdateSchema>;

/**
 * The preferences form: the API's schema with the name required, so clearing the name is an error
 * the person sees rather than a silent "no change".
 */
export const ProfileFormSchema = ProfileUpdateSchema.extend({ full_name: fullNameSchema });
export type ProfileFormValues = z.input<typeof ProfileFormSchema>;
export type ProfileFormOutput = z.output<typeof ProfileFormSchema>;
