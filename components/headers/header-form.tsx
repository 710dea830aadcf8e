'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { type HeaderFormValues, type HeaderInput, HeaderFormSchema } from '@/lib/api/schemas/headers';
import type { Header } from '@/lib/api/schemas/shop';
import { fieldErrorsOf } from '@/lib/client/requests/auth-result';
import { ACTION_TYPES, AUDIENCES, BUTTON_LABELS } from '@/lib/domain/vocabulary';
import {
  HEADER_DESCRIPTION_MAX,
  HEADER_SUBTITLE_MAX,
  HEADER_TITLE_MAX,
  HEADER_URL_MAX,
} from '@/lib/domain/shop/header-rules';

import { FieldError } from '../account/field-error';
import { FIELD, HINT, LABEL } from '../account/form-styles';
import { fill } from '../catalogues/catalogue-labels';
import type { HeaderEditorLabels } from './header-labels';
import { EDITOR_BUTTON, EDITOR_PRIMARY, VIEW_HEADING } from './header-list';
import { type ChosenProduct, HeaderProductField } from './header-product-field';
import { headerApi } from './header-requests';

type FieldName = keyof HeaderEditorLabels['fields'];

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
  labels: HeaderEditorLabels;
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
export function HeaderForm({ shopSlug, locale, labels, header, onSaved, onFailed, onBack }: HeaderFormProps) {
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
    const template = (labels.fieldErrors as Record<string, string>)[key] ?? labels.fieldErrors.required;
    return fill(template, { max: MAX[name] ?? 0 });
  };
  const describedBy = (name: FieldName, hint: boolean) =>
    [hint ? field(`${name}-hint`) : '', errorOf(name) ? field(`${name}-error`) : ''].filter(Boolean).join(' ') || undefined;

  function chooseProduct(chosen: ChosenProduct | null) {
    setProduct(chosen);
    setValue('product', chosen?.id ?? '', { shouldValidate: formState.isSubmitted });
  }

  async function onSubmit(values: HeaderInput) {
    const answer = header ? await headerApi.update(shopSlug, header.id, values) : await headerApi.create(shopSlug, values);
    if (answer.ok) return onSaved(!header);
    let shown = false;
    for (const [name, key] of fieldErrorsOf(answer.error)) {
      if (name in labels.fields) {
        setError(name as FieldName, { message: key }, { shouldFocus: !shown });
        shown = true;
      }
    }
    onFailed(shown ? null : answer.error.message);
  }

  const text = (name: 'title' | 'subtitle' | 'url', props: { required?: boolean; hint?: string; type?: string } = {}) => (
    <div>
      <label htmlFor={field(name)} className={LABEL}>
        {labels.fields[name]}
      </label>
      <input
        id={field(name)}
        type={props.type ?? 'text'}
        autoComplete="off"
        maxLength={MAX[name]}
        aria-required={props.required || undefined}
        aria-invalid={!!errorOf(name) || undefined}
        aria-describedby={describedBy(name, true)}
        className={FIELD}
        {...register(name)}
      />
      <p id={field(`${name}-hint`)} className={HINT}>
        {props.hint ?? fill(labels.maxHint, { max: MAX[name] ?? 0 })}
      </p>
      <FieldError id={field(`${name}-error`)} message={errorOf(name)} />
    </div>
  );

  const select = (name: 'target' | 'action_type' | 'button_label', options: ReadonlyArray<[value: string, label: string]>) => (
    <div>
      <label htmlFor={field(name)} className={LABEL}>
        {labels.fields[name]}
      </label>
      <select
        id={field(name)}
        aria-invalid={!!errorOf(name) || undefined}
        aria-describedby={describedBy(name, false)}
        className={FIELD}
        {...register(name)}
      >
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <FieldError id={field(`${name}-error`)} message={errorOf(name)} />
    </div>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={formState.isSubmitting || undefined} className="space-y-4">
      <h3 tabIndex={-1} data-view-focus className={VIEW_HEADING}>
        {header ? labels.editTitle : labels.newHeader}
      </h3>
      {text('title', { required: true })}
      {text('subtitle')}
      <div>
        <label htmlFor={field('description')} className={LABEL}>
          {labels.fields.description}
        </label>
        <textarea
          id={field('description')}
          rows={3}
          maxLength={HEADER_DESCRIPTION_MAX}
          aria-invalid={!!errorOf('description') || undefined}
          aria-describedby={describedBy('description', true)}
          className={FIELD}
          {...register('description')}
        />
        <p id={field('description-hint')} className={HINT}>
          {fill(labels.maxHint, { max: HEADER_DESCRIPTION_MAX })}
        </p>
        <FieldError id={field('description-error')} message={errorOf('description')} />
      </div>
      {select('target', AUDIENCES.map((target) => [target, labels.targets[target]]))}
      {select('action_type', ACTION_TYPES.map((type) => [type, labels.actions[type]]))}
      {action !== 'none' ? (
        <fieldset className="space-y-4 rounded-lg p-3 ring-1 ring-gray-200 dark:ring-gray-700">
          <legend className="px-1 text-sm font-semibold">{labels.actionSection}</legend>
          {action === 'url' ? text('url', { required: true, hint: labels.urlHint, type: 'text' }) : null}
          {action === 'product' ? (
            <HeaderProductField
              shopSlug={shopSlug}
              locale={locale}
              labels={labels}
              id={field('product')}
              chosen={product}
              error={errorOf('product')}
              onChoose={chooseProduct}
            />
          ) : null}
          {select('button_label', [
            ['', labels.chooseLabel],
            ...BUTTON_LABELS.map((label): [string, string] => [label, labels.buttonLabels[label]]),
          ])}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onBack} className={EDITOR_BUTTON}>
          {labels.back}
        </button>
        <button type="submit" disabled={formState.isSubmitting} className={EDITOR_PRIMARY}>
          {formState.isSubmitting ? labels.saving : labels.save}
        </button>
      </div>
    </form>
  );
}
