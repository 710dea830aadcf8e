'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { LABEL_CLASS } from '@/components/ui/control-classes';
import { Check } from '@/components/ui/check';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import {
  BannerFormSchema,
  type BannerFormValues,
  type BannerUpdateInput,
} from '@/lib/api/schemas/banners';
import type { Slide } from '@/lib/api/schemas/shop';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { discardGalleryImage } from '@/lib/client/requests/gallery-upload';
import { AUDIENCES } from '@/lib/domain/vocabulary';
import {
  BANNER_IMAGE_SIZES,
  BANNER_URL_MAX,
  desktopImageSize,
} from '@/lib/domain/shop/banner-rules';

import { HeaderProductField } from '../headers/header-product-field';
import { BannerImageField } from './banner-image-field';
import { bannerApi } from './banner-requests';

/** The form's field a server field error belongs to. */
const FORM_FIELD: Record<string, keyof BannerFormValues> = {
  hzt_image_id: 'hzt_image',
  vrt_image_id: 'vrt_image',
  type: 'type',
  url: 'url',
  url_target: 'url_target',
  product: 'product',
  target: 'target',
};

function defaultsOf(banner: Slide | undefined): BannerFormValues {
  const image = (url: string | null | undefined, id: string | null | undefined) =>
    url ? { id: id ?? '', url } : null;
  return {
    hzt_image: image(banner?.hzt_image, banner?.hzt_image_id),
    vrt_image: image(banner?.vrt_image, banner?.vrt_image_id),
    type: banner?.type ?? 'URL',
    url: banner?.url ?? '',
    url_target: banner?.url_target ?? false,
    product: banner?.product ? { id: banner.product.id, name: banner.product.name } : null,
    target: banner?.target ?? 'all',
  };
}

/** What an edit sends: only what changed; the link's fields together, so it stays whole. */
function changesOf(before: BannerFormValues, after: BannerFormValues): BannerUpdateInput {
  const changes: BannerUpdateInput = {};
  if (after.hzt_image && after.hzt_image.id !== before.hzt_image?.id)
    changes.hzt_image_id = after.hzt_image.id;
  if (after.vrt_image && after.vrt_image.id !== before.vrt_image?.id)
    changes.vrt_image_id = after.vrt_image.id;
  if (after.target !== before.target) changes.target = after.target;
  const linkChanged =
    after.type !== before.type ||
    after.url.trim() !== before.url.trim() ||
    after.url_target !== before.url_target ||
    after.product?.id !== before.product?.id;
  if (linkChanged) Object.assign(changes, linkOf(after));
  return changes;
}

function linkOf(values: BannerFormValues) {
  const url = values.type === 'URL' ? values.url.trim() || null : null;
  return {
    type: values.type,
    url,
    url_target: url !== null && values.url_target,
    product: values.type === 'PRODUCT' ? (values.product?.id ?? null) : null,
  };
}

export interface BannerFormProps {
  shopSlug: string;
  locale: string;
  /** The banner to edit and its place in the list (1-based); none for a new one. */
  banner?: Slide;
  index: number;
  /** The carousel's mode, which decides the desktop image's recommended size. */
  columns: number;
  maxMb: number;
  onSaved: (banner: Slide, created: boolean) => void;
  onCancel: () => void;
}

/**
 * The banner form (spec 01 §2, §5): the desktop (horizontal) and mobile (vertical) images, each
 * required and uploaded as soon as chosen; the link, a web address (optional, opened in a new tab
 * if asked) or a product of the shop; who sees it. A save with an id updates what changed, without
 * one creates (spec 01 §4). Images uploaded here and not saved leave the gallery again.
 */
export function BannerForm({
  shopSlug,
  locale,
  banner,
  index,
  columns,
  maxMb,
  onSaved,
  onCancel,
}: BannerFormProps) {
  const t = useTranslations('bannerEditor');
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [defaults] = useState(() => defaultsOf(banner));
  const [uploading, setUploading] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const uploaded = useRef(new Set<string>());
  const kept = useRef(new Set<string>());
  const form = useForm<BannerFormValues>({
    resolver: zodResolver(BannerFormSchema),
    // Errors show from the first save on: one shown on leaving a field would move the buttons
    // under the pointer between press and release, and the click would be lost.
    mode: 'onSubmit',
    defaultValues: defaults,
  });
  const { register, control, formState, setError, handleSubmit } = form;
  const type = useWatch({ control, name: 'type' });
  const url = useWatch({ control, name: 'url' });

  // Images uploaded in this form and not saved with the banner are dropped from the gallery when
  // the form goes away (saved, cancelled, or the modal closed).
  useEffect(() => {
    const all = uploaded.current;
    const keep = kept.current;
    return () => {
      for (const imageId of all) if (!keep.has(imageId)) discardGalleryImage(imageId);
    };
  }, []);

  const messageOf = (name: keyof BannerFormValues, key: string | undefined): string | undefined => {
    if (!key) return undefined;
    if (key === 'required' && (name === 'hzt_image' || name === 'vrt_image'))
      return t('fieldErrors.imageRequired');
    if (key === 'required' && name === 'product') return t('fieldErrors.productRequired');
    // A key the server or the schema answers (`too_long` names the limit); any other reads 'required'.
    const known = `fieldErrors.${key}` as 'fieldErrors.too_long';
    return t.has(known) ? t(known, { max: BANNER_URL_MAX }) : t('fieldErrors.required');
  };
  const errorOf = (name: keyof BannerFormValues) =>
    messageOf(name, formState.errors[name]?.message);

  async function onSubmit(values: BannerFormValues) {
    setFailure(null);
    const answer = banner
      ? await bannerApi.update(shopSlug, banner.id, changesOf(defaults, values))
      : await bannerApi.create(shopSlug, {
          hzt_image_id: values.hzt_image!.id,
          vrt_image_id: values.vrt_image!.id,
          target: values.target,
          ...linkOf(values),
        });
    if (answer.ok) {
      for (const image of [values.hzt_image, values.vrt_image])
        if (image) kept.current.add(image.id);
      onSaved(answer.data, !banner);
      return;
    }
    let shown = false;
    for (const [name, key] of fieldErrorsOf(answer.error)) {
      const target = FORM_FIELD[name];
      if (!target) continue;
      setError(target, { message: key }, { shouldFocus: !shown });
      shown = true;
    }
    if (!shown)
      setFailure(answer.error.code === 'banner_limit_reached' ? answer.error.message : t('failed'));
  }

  const imageField = (name: 'hzt_image' | 'vrt_image') => (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange } }) => (
        <BannerImageField
          id={field(name)}
          shopSlug={shopSlug}
          kind={name === 'hzt_image' ? 'banner_desktop' : 'banner_mobile'}
          label={name === 'hzt_image' ? t('desktopImage') : t('mobileImage')}
          alt={t(name === 'hzt_image' ? 'desktopAlt' : 'mobileAlt', { index })}
          image={value}
          onImage={(image) => {
            if (image) uploaded.current.add(image.id);
            onChange(image ? { id: image.id, url: image.url } : null);
          }}
          onUploading={(busy) => setUploading((n) => n + (busy ? 1 : -1))}
          size={name === 'hzt_image' ? desktopImageSize(columns) : BANNER_IMAGE_SIZES.mobile}
          maxMb={maxMb}
          error={errorOf(name)}
        />
      )}
    />
  );

  const busy = formState.isSubmitting || uploading > 0;
  const urlError = errorOf('url');
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-busy={busy || undefined}
      className="space-y-5"
    >
      <h3 data-view-heading tabIndex={-1} className="text-base font-semibold focus:outline-none">
        {banner ? t('editTitle', { index }) : t('newTitle')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {imageField('hzt_image')}
        {imageField('vrt_image')}
      </div>

      <fieldset className="space-y-3">
        <legend className={LABEL_CLASS}>{t('link')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {(['URL', 'PRODUCT'] as const).map((option) => (
            <Check
              key={option}
              type="radio"
              inline
              label={option === 'URL' ? t('linkUrl') : t('linkProduct')}
              value={option}
              {...register('type')}
              className="accent-current"
            />
          ))}
        </div>
        {type === 'URL' ? (
          <div className="space-y-2">
            <Field id={field('url')} label={t('url')} hint={t('urlHint')} error={urlError}>
              {(control) => (
                <Input
                  {...control}
                  type="text"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  {...register('url')}
                />
              )}
            </Field>
            <Check
              inline
              label={t('urlTarget')}
              disabled={!url.trim()}
              {...register('url_target')}
            />
          </div>
        ) : (
          <Controller
            control={control}
            name="product"
            render={({ field: { value, onChange } }) => (
              <HeaderProductField
                id={field('product')}
                shopSlug={shopSlug}
                locale={locale}
                namespace="bannerEditor"
                label={t('linkProduct')}
                chosen={value}
                error={errorOf('product')}
                onChoose={onChange}
              />
            )}
          />
        )}
      </fieldset>

      <Field id={field('target')} label={t('audience')}>
        {(control) => (
          <Select {...control} defaultValue={defaults.target} {...register('target')}>
            {AUDIENCES.map((audience) => (
              <option key={audience} value={audience}>
                {t(`audiences.${audience}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>

      <Notice role="alert" message={failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" width="responsive" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" width="responsive" disabled={busy}>
          {formState.isSubmitting ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
