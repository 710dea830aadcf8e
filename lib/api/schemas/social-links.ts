import { z } from 'zod';

import {
  discordInviteOf,
  HANDLE_NETWORKS,
  type HandleNetwork,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  socialHandleOf,
} from '@/lib/domain/shop/social-links';

/**
 * The shop's social networks (spec 01 §2 social links bar, §5 social networks form): a handle for
 * facebook, instagram, twitter, youtube, twitch and kick (a pasted profile address of that network
 * gives its handle); discord an invite URL (discord.gg, discord.com); empty is null. Field errors
 * are keys of `socialLinksEditor.fieldErrors`: `invalid_handle`, `invalid_url`.
 */

/** Blank or absent → null; anything else through `keep`, or the error key. */
function socialField(
  keep: (text: string) => string | null,
  error: 'invalid_handle' | 'invalid_url',
) {
  return z
    .string({ error })
    .trim()
    .transform((text, ctx) => {
      if (text === '') return null;
      const kept = keep(text);
      if (kept === null) ctx.addIssue({ code: 'custom', message: error });
      return kept ?? z.NEVER;
    })
    .nullable()
    .optional()
    .transform((value) => value ?? null);
}

const handleField = (network: HandleNetwork) =>
  socialField((text) => socialHandleOf(network, text), 'invalid_handle').meta({
    description: `A ${network} handle (or the profile address, kept as its handle); blank or null: none`,
    example: 'mitienda',
  });

const handleFields = Object.fromEntries(
  HANDLE_NETWORKS.map((network) => [network, handleField(network)]),
) as Record<HandleNetwork, ReturnType<typeof handleField>>;

/**
 * `PUT /api/shops/{slug}/social-links` and the social networks form: every network at once; a
 * network left out or blank is saved as null.
 */
export const SocialLinksInputSchema = z
  .strictObject({
    ...handleFields,
    discord: socialField(discordInviteOf, 'invalid_url').meta({
      description: 'A Discord invite URL (https://discord.gg/…); blank or null: none',
      example: 'https://discord.gg/tienda',
    }),
  })
  .meta({ id: 'SocialLinksInput' });
export type SocialLinksFormValues = z.input<typeof SocialLinksInputSchema>;
export type SocialLinksInput = z.output<typeof SocialLinksInputSchema>;

/** The shop's social fields as saved. */
export const SocialLinksSchema = z
  .object(
    Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, z.string().nullable()]),
    ) as Record<SocialNetwork, z.ZodNullable<z.ZodString>>,
  )
  .meta({ id: 'SocialLinks' });
export type SocialLinks = z.infer<typeof SocialLinksSchema>;
