import { z } from 'zod';

import { ACTION_TYPES, AUDIENCES, BUTTON_LABELS } from '@/lib/domain/vocabulary';
import {
  HEADER_DESCRIPTION_MAX,
  HEADER_PAGE_SIZE,
  HEADER_SUBTITLE_MAX,
  HEADER_TITLE_MAX,
  HEADER_URL_MAX,
  headerActionProblems,
  keptActionFields,
} from '@/lib/domain/shop/header-rules';
import { shopSlugSchema } from '@/lib/domain/shop/slug';

import { pagingQuery, resultsPage } from './common';
import { HeaderSchema } from './shop';
import { hexColorSchema } from './shop-settings';

/**
 * Header records (spec 01 §3 header_info, §5, §7). Field errors are keys of
 * `headerEditor.fieldErrors` (lib/domain/shop/header-rules.ts), so the editor's form (which uses
 * `HeaderFormSchema` as its resolver) and the API's 422 `fields` share them.
 */

const invalidOption = { error: 'invalid_option' } as const;
/** Blank text counts as none (null). */
const blankAsNull = (value: string) => (value === '' ? null : value);

/** Optional text up to `max` characters; blank is null. */
const optionalText = (max: number) =>
  z
    .string({ error: 'too_long' })
    .trim()
    .max(max, { error: 'too_long' })
    .transform(blankAsNull)
    .nullable()
    .optional();

const headerFields = {
  title: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(HEADER_TITLE_MAX, { error: 'too_long' })
    .meta({
      description: `Required, at most ${HEADER_TITLE_MAX} characters`,
      example: 'Café recién tostado',
    }),
  subtitle: optionalText(HEADER_SUBTITLE_MAX).meta({
    description: `At most ${HEADER_SUBTITLE_MAX} characters`,
  }),
  description: optionalText(HEADER_DESCRIPTION_MAX).meta({
    description: `At most ${HEADER_DESCRIPTION_MAX} characters`,
  }),
  target: z
    .enum(AUDIENCES, invalidOption)
    .meta({ description: 'Who sees it: all, anon, ul0, ul1, ul2 (default all)' }),
  action_type: z
    .enum(ACTION_TYPES, invalidOption)
    .meta({ description: 'none (default), url, product or signup' }),
  url: optionalText(HEADER_URL_MAX).meta({
    description:
      'Required for action_type url: a web address (optional protocol, optional www, domain, optional path) or a path of this site',
    example: 'https://example.com/ofertas',
  }),
  product: z
    .string({ error: 'invalid_product' })
    .trim()
    .max(100, { error: 'invalid_product' })
    .transform(blankAsNull)
    .nullable()
    .optional()
    .meta({
      description: 'Required for action_type product: the id of an item this shop sells',
      example: 'prd_000123',
    }),
  button_label: z
    .union([z.literal(''), z.enum(BUTTON_LABELS)], invalidOption)
    .transform((value) => value || null)
    .nullable()
    .optional()
    .meta({
      description:
        'Required for any action but none: signup, signupnow, signupfree, startnow, buynow, more',
    }),
  bg_color1: hexColorSchema
    .nullable()
    .optional()
    .meta({ description: 'Background gradient start `#rrggbb`; null: the shop colours' }),
  bg_color2: hexColorSchema
    .nullable()
    .optional()
    .meta({ description: 'Background gradient end `#rrggbb`; null: the shop colours' }),
};

type ActionFields = Parameters<typeof headerActionProblems>[0];

/** Adds the action rules' problems (spec 01 §4, §5) as field issues. */
function checkAction(header: ActionFields, ctx: z.RefinementCtx) {
  for (const [path, message] of Object.entries(headerActionProblems(header))) {
    ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

/**
 * A new header, and the editor's form: title required (≤ 30), subtitle ≤ 40, description ≤ 130,
 * target `all` and action `none` by default; a url action needs a web address, a product action
 * a product, any action a button label. Fields the action does not use are dropped.
 */
export const HeaderFormSchema = z
  .strictObject({
    ...headerFields,
    target: headerFields.target.default('all'),
    action_type: headerFields.action_type.default('none'),
  })
  .superRefine(checkAction)
  .transform(keptActionFields)
  .meta({ id: 'HeaderInput' });
export type HeaderFormValues = z.input<typeof HeaderFormSchema>;
export type HeaderInput = z.output<typeof HeaderFormSchema>;

/**
 * A change to a header: any of the fields; the action rules apply to the header as it will be
 * (the service checks the merged record).
 */
export const HeaderUpdateSchema = z
  .strictObject({
    ...headerFields,
    title: headerFields.title.optional(),
    target: headerFields.target.optional(),
    action_type: headerFields.action_type.optional(),
  })
  .meta({ id: 'HeaderUpdate' });
export type HeaderUpdate = z.output<typeof HeaderUpdateSchema>;
export type HeaderUpdateInput = z.input<typeof HeaderUpdateSchema>;

/** The editor's list: 10 a page (spec 01 §9), with the id of the header the shop shows. */
export const HeaderListQuerySchema = z.object({ ...pagingQuery(HEADER_PAGE_SIZE, 50) });

export const HeaderPageSchema = resultsPage(HeaderSchema)
  .extend({
    header_id: z
      .string()
      .nullable()
      .meta({ description: 'The header the shop shows (store_theme_info.header_info), or null' }),
  })
  .meta({ id: 'HeaderPage' });
export type HeaderPage = z.infer<typeof HeaderPageSchema>;

export const HeaderIdParamsSchema = z.object({
  slug: shopSlugSchema,
  id: z
    .string()
    .min(1)
    .max(100)
    .meta({
      param: { name: 'id', in: 'path' },
      description: "The header's id",
      example: 'hdr_cafe_1',
    }),
});
