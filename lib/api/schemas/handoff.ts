import { z } from 'zod';

/**
 * The login hand-off between the platform's hosts (spec 02 §7 "Authorize" / "Allow"; pages in
 * lib/domain/paths/handoff-paths.ts). Codes and states are opaque base64url tokens.
 */
const token = (description: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/)
    .meta({ description });

/** `name[:port]` as a browser's `Host` header names it. */
const hostSchema = z
  .string()
  .trim()
  .min(1)
  .max(260)
  .regex(/^[A-Za-z0-9.[\]:-]+$/);

export const HandoffStartBodySchema = z
  .object({
    from: hostSchema.meta({
      description:
        'The host that has the session: the platform or a shop sub-domain (`demo.example.mx`)',
    }),
    next: z
      .string()
      .max(2000)
      .optional()
      .meta({ description: 'Where to land on this host afterwards (a path; `/` by default)' }),
  })
  .meta({ id: 'HandoffStartBody' });

export const HandoffStartSchema = z
  .object({
    authorize_url: z.url().meta({ description: "The origin host's authorize page to open" }),
    state: token('Kept by this host in the `tienda_handoff` cookie, checked on allow'),
    expires_in: z.number().int().meta({ description: 'Seconds the state stays valid' }),
  })
  .meta({ id: 'HandoffStart' });

export const HandoffAuthorizeBodySchema = z
  .object({
    redirect_uri: z
      .string()
      .max(2200)
      .meta({ description: "The target host's `/auth/allow` address, with its `next`" }),
    state: token("The target's state, returned with the code"),
    confirmed: z
      .boolean()
      .optional()
      .meta({ description: "The person agreed to sign in on a shop's own domain" }),
  })
  .meta({ id: 'HandoffAuthorizeBody' });

export const HandoffAuthorizationSchema = z
  .object({
    redirect_to: z.url().meta({
      description: 'The target address to open: with `code` and `state`, or `error=login_required`',
    }),
    code: token('One-time code for the target host (60 s), or null without a session').nullable(),
    expires_in: z.number().int().nullable(),
  })
  .meta({ id: 'HandoffAuthorization' });

export const HandoffAllowBodySchema = z
  .object({
    code: token('The one-time code from authorize'),
    state: token('The state this host keeps in its `tienda_handoff` cookie'),
  })
  .meta({ id: 'HandoffAllowBody' });
