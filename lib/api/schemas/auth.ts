import { z } from 'zod';

import { PLAN_IDS, SHOP_ROLES, USER_LEVELS } from '@/lib/domain/vocabulary';
import { shopSlugSchema } from '@/lib/domain/shop/slug';

/**
 * Accounts contract (spec 02 §2–§5, §8, §9). Field error messages are stable keys of the
 * `auth.fieldErrors` namespace (`required`, `invalid_email`, …) so forms translate them with
 * `t(\`fieldErrors.${message}\`)`; the server's 422 answer carries the same keys in `fields`.
 */
export const AUTH_FIELD_ERRORS = [
  'required',
  'invalid_email',
  'invalid_phone',
  'invalid_country_code',
  'invalid_country',
  'invalid_pin',
  'invalid_code',
  'password_too_short',
  'password_too_long',
  'tac_required',
  'too_long',
  'passwords_differ',
] as const;
export type AuthFieldError = (typeof AUTH_FIELD_ERRORS)[number];

export const PIN_LENGTH = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Spec 02 §5: the registration form's phone is exactly 10 digits, calling code removed. */
export const PHONE_DIGITS = 10;

/** Empty strings count as missing ("empty properties are removed", spec 02 §3). */
function optionalText<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    schema.optional(),
  );
}

/** E-mail login: whitespace stripped and lower-cased before the check (spec 02 §5). */
export const emailSchema = z
  .string({ error: 'required' })
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(z.email({ error: 'invalid_email' }).max(254, { error: 'too_long' }));

/** National phone number: digits only, calling code removed, whitespace stripped. */
export const phoneSchema = z
  .string({ error: 'required' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), { error: 'invalid_phone' }));

/** Calling code without '+', e.g. '52' for Mexico, '1' for the US. */
export const countryCodeSchema = z
  .string({ error: 'required' })
  .transform((value) => value.replace(/[\s+]/g, ''))
  .pipe(z.string().regex(/^\d{1,4}$/, { error: 'invalid_country_code' }));

/** ISO 3166 alpha-2, upper-cased. */
export const countrySchema = z
  .string({ error: 'required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'invalid_country' });

export const passwordSchema = z
  .string({ error: 'required' })
  .min(PASSWORD_MIN, { error: 'password_too_short' })
  .max(PASSWORD_MAX, { error: 'password_too_long' });

export const pinSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), { error: 'invalid_pin' });

/** The opaque registration code returned by register/resend (identifies the pending sign-up). */
export const registrationCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(10, { error: 'invalid_code' })
  .max(100, { error: 'invalid_code' });

export const ContactTypeSchema = z.enum(['email', 'phone']).meta({ id: 'ContactType' });
export type ContactType = z.infer<typeof ContactTypeSchema>;

const fullNameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(120, { error: 'too_long' });

/** The name of a store created on sign-up (the limit of `AffiliateStoreInput.name`). */
const storeNameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(120, { error: 'too_long' });

/** Requires the fields of the chosen contact type: e-mail → username; phone → phone + codes. */
function requireContact(
  value: {
    type: ContactType;
    username?: string;
    phone?: string;
    country_code?: string;
    country?: string;
  },
  ctx: z.RefinementCtx,
  needCountry: boolean,
) {
  const missing =
    value.type === 'email'
      ? (['username'] as const).filter((key) => !value[key])
      : (['phone', 'country_code', ...(needCountry ? (['country'] as const) : [])] as const).filter(
          (key) => !value[key],
        );
  for (const key of missing) ctx.addIssue({ code: 'custom', path: [key], message: 'required' });
}

export const RegisterBodySchema = z
  .object({
    type: ContactTypeSchema.default('email'),
    full_name: fullNameSchema,
    /** The e-mail address (type 'email'). */
    username: optionalText(emailSchema),
    phone: optionalText(phoneSchema),
    country_code: optionalText(countryCodeSchema),
    country: optionalText(countrySchema),
    /** Optional e-mail for phone registrations. */
    email: optionalText(emailSchema),
    password: passwordSchema,
    tac: z.literal(true, { error: 'tac_required' }),
    /**
     * Slug of the affiliate store to create when the account is activated (sign-up on a shop
     * with `store_creation_on_signup`); `store_name` is then required.
     */
    store: optionalText(shopSlugSchema),
    /** The name of that store (1–120 characters). */
    store_name: optionalText(storeNameSchema),
    /** Membership registration with this plan. */
    plan: optionalText(z.enum(PLAN_IDS)),
    /** Membership registration with the default plan when `plan` is absent. */
    membership: z.boolean().optional(),
    /** Slug of the shop where the visitor signs up. */
    shop: optionalText(shopSlugSchema),
  })
  .superRefine((value, ctx) => {
    requireContact(value, ctx, true);
    if (value.store && !value.store_name)
      ctx.addIssue({ code: 'custom', path: ['store_name'], message: 'required' });
  })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.input<typeof RegisterBodySchema>;
export type RegisterInput = z.output<typeof RegisterBodySchema>;

export const RegisterResponseSchema = z
  .object({ code: z.string(), can_skip_pin: z.boolean() })
  .meta({ id: 'RegisterResponse' });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const ActivateBodySchema = z
  .object({
    code: registrationCodeSchema,
    pin: optionalText(pinSchema),
    skip_pin: z.literal(true).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.pin && !value.skip_pin)
      ctx.addIssue({ code: 'custom', path: ['pin'], message: 'required' });
  })
  .meta({ id: 'ActivateBody' });
export type ActivateBody = z.input<typeof ActivateBodySchema>;

/** The key of an `/activate/{key}` link. */
export const ActivationKeyParamSchema = z.object({
  key: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/)
    .meta({ param: { name: 'key', in: 'path' } }),
});

export const MeShopSchema = z
  .object({ slug: z.string(), name: z.string(), role: z.enum(SHOP_ROLES) })
  .meta({ id: 'MeShop' });

export const MeSchema = z
  .object({
    id: z.string(),
    full_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    country_code: z.string().nullable(),
    /** 0 registered, 1 entrepreneur without store, 2 entrepreneur with store, 3 staff. */
    level: z.union(USER_LEVELS.map((level) => z.literal(level))),
    image: z.string().nullable(),
    shops: z.array(MeShopSchema),
    /** Owns a supplier or is on its staff: the account menu links to the orders it receives. */
    is_supplier: z.boolean(),
    /** The setup tour shows until the user turns it off (spec 02 §3). */
    show_tour: z.boolean(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;

export const NotificationSchema = z
  .object({ level: z.enum(['success', 'info', 'warning', 'error']), message: z.string() })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

/**
 * What became of the store asked for at sign-up: `created` (the user owns it and is level 2),
 * `slug_taken` (another shop took the slug meanwhile: free `suggestions`), or `store_exists`
 * (the user already had an affiliate store). Activation succeeds in every case.
 */
export const ActivationStoreSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    status: z.enum(['created', 'slug_taken', 'store_exists']),
    suggestions: z.array(z.string()),
  })
  .meta({ id: 'ActivationStore' });
export type ActivationStore = z.infer<typeof ActivationStoreSchema>;

export const ActivateResponseSchema = z
  .object({
    user: MeSchema,
    notification: NotificationSchema,
    /**
     * Where to go next on the platform host: `/crear-tienda?error=slug_taken&…` when the store
     * asked for at sign-up could not be created, '/asistentes/emprendedores' after a membership
     * registration, else null.
     */
    next_path: z.string().nullable(),
    /** The store asked for at sign-up (`store`), or null when none was. */
    store: ActivationStoreSchema.nullable(),
  })
  .meta({ id: 'ActivateResponse' });
export type ActivateResponse = z.infer<typeof ActivateResponseSchema>;

export const ResendBodySchema = z
  .object({ code: registrationCodeSchema })
  .meta({ id: 'ResendBody' });
export type ResendBody = z.input<typeof ResendBodySchema>;

/** Edit the contact detail from the PIN card: a new PIN goes to the new address. */
export const UpdateContactBodySchema = z
  .object({
    code: registrationCodeSchema,
    type: ContactTypeSchema,
    username: optionalText(emailSchema),
    phone: optionalText(phoneSchema),
    country_code: optionalText(countryCodeSchema),
    country: optionalText(countrySchema),
  })
  .superRefine((value, ctx) => requireContact(value, ctx, false))
  .meta({ id: 'UpdateContactBody' });
export type UpdateContactBody = z.input<typeof UpdateContactBodySchema>;

export const UserExistBodySchema = z
  .object({
    username: optionalText(emailSchema),
    phone: optionalText(phoneSchema),
    country_code: optionalText(countryCodeSchema),
  })
  .superRefine((value, ctx) => {
    if (!value.username && !value.phone)
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'required' });
    if (value.phone && !value.country_code)
      ctx.addIssue({ code: 'custom', path: ['country_code'], message: 'required' });
  })
  .meta({ id: 'UserExistBody' });
export type UserExistBody = z.input<typeof UserExistBodySchema>;

export const UserExistResponseSchema = z
  .object({ exist: z.boolean() })
  .meta({ id: 'UserExistResponse' });
export type UserExistResponse = z.infer<typeof UserExistResponseSchema>;

/** E-mail, or phone digits (then `country_code` picks the country; default '52'). */
const loginUsernameSchema = z
  .string({ error: 'required' })
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().min(1, { error: 'required' }).max(254, { error: 'too_long' }));

export const LoginBodySchema = z
  .object({
    username: loginUsernameSchema,
    country_code: optionalText(countryCodeSchema),
    password: z
      .string({ error: 'required' })
      .min(1, { error: 'required' })
      .max(PASSWORD_MAX, { error: 'password_too_long' }),
    /** Needed only for an account that is not activated yet (answer 409 `pin_required`). */
    pin: optionalText(pinSchema),
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.input<typeof LoginBodySchema>;

export const LoginResponseSchema = z.object({ user: MeSchema }).meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * 409 `pin_required`: right password, account not activated. A PIN was sent; `code` is the
 * registration code to pass to `/api/auth/activate` (or resend), `can_skip_pin` as at sign-up.
 */
export const PinRequiredSchema = z
  .object({
    code: z.literal('pin_required'),
    message: z.string(),
    registration: RegisterResponseSchema,
  })
  .meta({ id: 'PinRequired' });
export type PinRequired = z.infer<typeof PinRequiredSchema>;

export const ForgotPasswordBodySchema = z
  .object({ username: loginUsernameSchema, country_code: optionalText(countryCodeSchema) })
  .meta({ id: 'ForgotPasswordBody' });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = z
  .object({
    username: loginUsernameSchema,
    country_code: optionalText(countryCodeSchema),
    code: pinSchema,
    password: passwordSchema,
  })
  .meta({ id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = z
  .object({
    current_password: z
      .string({ error: 'required' })
      .min(1, { error: 'required' })
      .max(PASSWORD_MAX, { error: 'password_too_long' }),
    password: passwordSchema,
  })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

/**
 * The change-password form (preferences page): the API's body plus the new password typed again,
 * which must match (`passwords_differ` on the confirmation). Only the body is sent.
 */
export const ChangePasswordFormSchema = ChangePasswordBodySchema.extend({
  confirm_password: z.string({ error: 'required' }).min(1, { error: 'required' }),
}).refine((values) => values.password === values.confirm_password, {
  path: ['confirm_password'],
  error: 'passwords_differ',
});
export type ChangePasswordFormValues = z.input<typeof ChangePasswordFormSchema>;

export const OutboxMessageSchema = z
  .object({
    id: z.string(),
    channel: z.enum(['email', 'sms']),
    recipient: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    provider: z.string(),
    created_at: z.string(),
    delivered_at: z.string().nullable(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxListSchema = z
  .object({ results: z.array(OutboxMessageSchema) })
  .meta({ id: 'OutboxList' });

/**
 * Error codes of the auth routes (texts in `auth.errors.<code>`):
 * existing_user 409 (register: e-mail/phone of an activated account), user_already_exists 409
 * (activate, activation link, resend, contact edit: the registration's account is activated
 * already), invalid_pin 400 (wrong, expired or used-up PIN — spec
 * message 'The PIN entered is invalid or has already expired'), registration_not_found 404,
 * invalid_credentials 401 (login, same for unknown user and wrong password), pin_required 409
 * (login), incorrect_password 400 (change password), invalid_reset_code 400,
 * rate_limited 429 (+ Retry-After), csrf_rejected 403, email_client_failure 400 / email_server_failure 502
 * (delivery), not_eligible 400 (the SMS provider cannot text the line: landline, unreachable,
 * opted out, country not enabled), unknown 500. Not signed in: the shared 401 `unauthorized`.
 */
export const AUTH_ERROR_CODES = [
  'existing_user',
  'user_already_exists',
  'invalid_pin',
  'registration_not_found',
  'invalid_credentials',
  'pin_required',
  'incorrect_password',
  'invalid_reset_code',
  'rate_limited',
  'csrf_rejected',
  'email_client_failure',
  'email_server_failure',
  'not_eligible',
  'unknown',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
