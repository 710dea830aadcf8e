'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import {
  type HeaderFormValues,
  type HeaderInput,
  HeaderFormSchema,
} from '@/lib/api/schemas/headers';
import type { AppMessages } from '@/lib/i18n/catalogues';
import type { Header } from '@/lib/api/schemas/shop';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { ACTION_TYPES, AUDIENCES, BUTTON_LABELS } from '@/lib/domain/vocabulary';
import {
  HEADER_DESCRIPTION_MAX,
  HEADER_SUBTITLE_MAX,
  HEADER_TITLE_MAX,
  HEADER_URL_MAX,
} from '@/lib/domain/shop/header-rules';

import { VIEW_HEADING } from './header-list';
import { type ChosenProduct, HeaderProductField } from './header-product-field';
import { headerApi } from './header-requests';

type FieldName = keyof AppMessages['headerEditor']['fields'];

const MAX: Partial<Record<FieldName, number>> = {
  title: HEADER_TITLE_MAX,
  subtitle: HEADER_SUBTITLE_MAX,
  description: HEADER_DESCRIPTION_MAX,
  url: HEADER_URL_MAX,
};

function defaultsOf(header: Header | null): HeaderFormValues {
  return {
    title: header?.title ?? '',
    subtitle: header?.subtitle ?? '',
    description: header?.description ?? '',
    target: header?.target ?? 'all',
    action_type: header?.action_type ?? 'none',
    url: header?.url ?? '',
    product: header?.product?.id ?? '',
    button_label: header?.button_label ?? '',
  };
}

export interface HeaderFormProps {
  shopSlug: string;
  locale: string;
  /** The header to edit; null for a new one. */
  header: Header | null;
  onSaved: (created: boolean) => void;
  onFailed: (message: string | null) => void;
  onBack: () => void;
}

/**
 * The header form (spec 01 §2, §4, §5), checked with the API's own schema: title (required, ≤ 30),
 * subtitle (≤ 40), description (≤ 130), who sees it, and the action — collapsed while it is none;
 * a web address for url, a product search for product, and the button's text for any action.
 * With an id it updates, without it creates.
 */
export function HeaderForm({
  shopSlug,
  locale,
  header,
  onSaved,
  onFailed,
  onBack,
}: HeaderFormProps) {
  const t = useTranslations('headerEditor');
  const buttons = useTranslations('headerButtons');
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [product, setProduct] = useState<ChosenProduct | null>(
    header?.product ? { id: header.product.id, name: header.product.product_name } : null,
  );
  const form = useForm<HeaderFormValues, unknown, HeaderInput>({
    resolver: zodResolver(HeaderFormSchema),
    // Checked on submit, then again as fields change. Not on blur: a field's blur check that ends
    // after the submit's check dropped the other fields' errors it had just shown (react-hook-form
    // 7.92 with a resolver; seen in the browser when 'Guardar' was clicked straight from a field).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaultsOf(header),
  });
  const { register, formState, setError, setValue, watch } = form;
  const action = watch('action_type');

  const errorOf = (name: FieldName) => {
    const key = formState.errors[name]?.message;
    if (!key) return undefined;
    // A key the schema or the server answers (`too_long` names the field's limit); any other reads 'required'.
    const known = `fieldErrors.${key}` as 'fieldErrors.too_long';
    return t.has(known) ? t(known, { max: MAX[name] ?? 0 }) : t('fieldErrors.required');
  };

  function chooseProduct(chosen: ChosenProduct | null) {
    setProduct(chosen);
    setValue('product', chosen?.id ?? '', { shouldValidate: formState.isSubmitted });
  }

  async function onSubmit(values: HeaderInput) {
    const answer = header
      ? await headerApi.update(shopSlug, header.id, values)
      : await headerApi.create(shopSlug, values);
    if (answer.ok) return onSaved(!header);
    let shown = false;
    for (const [name, key] of fieldErrorsOf(answer.error)) {
      if (t.has(`fields.${name}` as 'fields.title')) {
        setError(name as FieldName, { message: key }, { shouldFocus: !shown });
        shown = true;
      }
    }
    onFailed(shown ? null : answer.error.message);
  }

  const text = (
    name: 'title' | 'subtitle' | 'url',
    props: { required?: boolean; hint?: string; type?: string } = {},
  ) => (
    <Field
      id={field(name)}
      label={t(`fields.${name}`)}
      hint={props.hint ?? t('maxHint', { max: MAX[name] ?? 0 })}
      error={errorOf(name)}
    >
      {(control) => (
        <Input
          {...control}
          type={props.type ?? 'text'}
          autoComplete="off"
          maxLength={MAX[name]}
          aria-required={props.required || undefined}
          {...register(name)}
        />
      )}
    </Field>
  );

  const select = (
    name: 'target' | 'action_type' | 'button_label',
    options: ReadonlyArray<[value: string, label: string]>,
  ) => (
    <Field id={field(name)} label={t(`fields.${name}`)} error={errorOf(name)}>
      {(control) => (
        <Select {...control} {...register(name)}>
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-busy={formState.isSubmitting || undefined}
      className="space-y-4"
    >
      <h3 tabIndex={-1} data-view-focus className={VIEW_HEADING}>
        {header ? t('editTitle') : t('newHeader')}
      </h3>
      {text('title', { required: true })}
      {text('subtitle')}
      <Field
        id={field('description')}
        label={t('fields.description')}
        hint={t('maxHint', { max: HEADER_DESCRIPTION_MAX })}
        error={errorOf('description')}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={HEADER_DESCRIPTION_MAX}
            {...register('description')}
          />
        )}
      </Field>
      {select(
        'target',
        AUDIENCES.map((target) => [target, t(`targets.${target}`)]),
      )}
      {select(
        'action_type',
        ACTION_TYPES.map((type) => [type, t(`actions.${type}`)]),
      )}
      {action !== 'none' ? (
        <fieldset className="space-y-4 rounded-lg p-3 ring-1 ring-gray-200 dark:ring-gray-700">
          <legend className="px-1 text-sm font-semibold">{t('actionSection')}</legend>
          {action === 'url'
            ? text('url', { required: true, hint: t('urlHint'), type: 'text' })
            : null}
          {action === 'product' ? (
            <HeaderProductField
              shopSlug={shopSlug}
              locale={locale}
              namespace="headerEditor"
              label={t('fields.product')}
              id={field('product')}
              chosen={product}
              error={errorOf('product')}
              onChoose={chooseProduct}
            />
          ) : null}
          {select('button_label', [
            ['', t('chooseLabel')],
            ...BUTTON_LABELS.map((label): [string, string] => [label, buttons(label)]),
          ])}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="tool" onClick={onBack}>
          {t('back')}
        </Button>
        <Button variant="tool-primary" type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
