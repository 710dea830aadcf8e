import { z } from 'zod';

import { AUDIENCES, SLIDE_TYPES } from '@/lib/domain/vocabulary';
import {
  BANNER_PAGE_SIZE,
  BANNER_URL_MAX,
  bannerLinkProblems,
} from '@/lib/domain/shop/banner-rules';
import { shopSlugSchema } from '@/lib/domain/shop/slug';

import { pagingQuery, resultsPage } from './common';
import { SlideSchema } from './shop';

/**
 * The shop's banners (spec 01 §3 Slide / Banner, §5, §7): a banner is a slide of the shop's
 * carousel, answered as `Slide`. Writes take the gallery images by id; field errors are keys of
 * `bannerEditor.fieldErrors` (lib/domain/shop/banner-rules.ts), so the form and the API's 422 `fields`
 * share them.
 */

export const BannerPageSchema = resultsPage(SlideSchema).meta({ id: 'BannerPage' });
export type BannerPage = z.infer<typeof BannerPageSchema>;

/** Banners 10 a page (spec 01 §7, §9). */
export const BannerListQuerySchema = z.object({ ...pagingQuery(BANNER_PAGE_SIZE, 50) });

const invalidOption = { error: 'invalid_option' } as const;

/** The id of a gallery image (`POST /api/gallery`) of this shop, of the field's kind. */
const imageIdSchema = (kind: 'banner_desktop' | 'banner_mobile') =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(100, { error: 'invalid_image' })
    .meta({
      description: `The \`id\` of a \`${kind}\` image of this shop's gallery`,
      example: 'img_3f0c…',
    });

/** Blank text counts as none. */
const blankAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const bannerFields = {
  hzt_image_id: imageIdSchema('banner_desktop'),
  vrt_image_id: imageIdSchema('banner_mobile'),
  type: z
    .enum(SLIDE_TYPES, invalidOption)
    .meta({ description: '`URL`: `url` (optional) is the link; `PRODUCT`: `product` is the link' }),
  url: z
    .preprocess(blankAsNull, z.string({ error: 'CarrouselShopInvalidLink' }).trim().nullable())
    .meta({
      description: `A web address (optional protocol, optional www, domain, optional path), at most ${BANNER_URL_MAX} characters; null or blank for no link`,
      example: 'www.example.mx/ofertas',
      type: ['string', 'null'],
    }),
  url_target: z.boolean(invalidOption).meta({ description: 'Open the link in a new tab' }),
  product: z
    .preprocess(blankAsNull, z.string(invalidOption).trim().max(64, invalidOption).nullable())
    .meta({
      description: 'The id of an item this shop sells (a `PRODUCT` link)',
      type: ['string', 'null'],
    }),
  target: z
    .enum(AUDIENCES, invalidOption)
    .meta({ description: 'Who sees it: all, anon, ul0, ul1, ul2' }),
};

/** Adds the link rules' problems (spec 01 §5) as field issues. */
function checkLink(
  value: { type?: 'PRODUCT' | 'URL'; url?: string | null; product?: string | null },
  ctx: z.RefinementCtx,
) {
  if (!value.type) return;
  for (const [field, key] of Object.entries(
    bannerLinkProblems({ type: value.type, url: value.url, product: value.product }),
  )) {
    ctx.addIssue({ code: 'custom', path: [field], message: key });
  }
}

/** `POST …/banners`: both images; the link (default a web link without address: none) and the audience. */
export const BannerCreateSchema = z
  .strictObject({
    ...bannerFields,
    type: bannerFields.type.default('URL'),
    url: bannerFields.url.optional(),
    url_target: bannerFields.url_target.default(false),
    product: bannerFields.product.optional(),
    target: bannerFields.target.default('all'),
  })
  .superRefine(checkLink)
  .meta({ id: 'BannerCreate' });
export type BannerCreate = z.output<typeof BannerCreateSchema>;
export type BannerCreateInput = z.input<typeof BannerCreateSchema>;

/**
 * `PATCH …/banners/{banner}`: only the fields sent change. The link rules apply to the banner as
 * it will be (checked by the service against what it has).
 */
export const BannerUpdateSchema = z
  .strictObject({
    hzt_image_id: bannerFields.hzt_image_id.optional(),
    vrt_image_id: bannerFields.vrt_image_id.optional(),
    type: bannerFields.type.optional(),
    url: bannerFields.url.optional(),
    url_target: bannerFields.url_target.optional(),
    product: bannerFields.product.optional(),
    target: bannerFields.target.optional(),
  })
  .meta({ id: 'BannerUpdate' });
export type BannerUpdate = z.output<typeof BannerUpdateSchema>;
export type BannerUpdateInput = z.input<typeof BannerUpdateSchema>;

export const BannerIdParamsSchema = z.object({
  slug: shopSlugSchema,
  banner: z
    .string()
    .min(1)
    .max(100)
    .meta({
      param: { name: 'banner', in: 'path' },
      description: "The banner's id",
      example: 'ban_demo_1',
    }),
});

/**
 * The editor's form (spec 01 §2, §5): the two images as uploaded (id and url), the link by web
 * address or product, the audience. Its errors are the API's field keys, on the form's fields.
 */
const chosenImageSchema = z.object({ id: z.string(), url: z.string() }).nullable();
export const BannerFormSchema = z
  .object({
    hzt_image: chosenImageSchema,
    vrt_image: chosenImageSchema,
    type: z.enum(SLIDE_TYPES),
    url: z.string(),
    url_target: z.boolean(),
    product: z.object({ id: z.string(), name: z.string() }).nullable(),
    target: z.enum(AUDIENCES),
  })
  .superRefine((value, ctx) => {
    if (!value.hzt_image)
      ctx.addIssue({ code: 'custom', path: ['hzt_image'], message: 'required' });
    if (!value.vrt_image)
      ctx.addIssue({ code: 'custom', path: ['vrt_image'], message: 'required' });
    checkLink({ type: value.type, url: value.url, product: value.product?.id ?? null }, ctx);
  });
export type BannerFormValues = z.infer<typeof BannerFormSchema>;
