'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';

import { catalogueApi } from '@/components/catalogues/catalogue-requests';
import { Button } from '@/components/ui/button';
import { Check } from '@/components/ui/check';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { CATALOGUE_NAME_MAX } from '@/lib/domain/resale/add-items-modal';

import type { ResaleBulkAddInput } from '@/lib/api/schemas/resale';

import { dataOf, resaleApi, type ResaleBulkAdded } from './resale-requests';

type Target = 'shop' | 'existing' | 'new';

export interface BulkAddFormProps {
  shopSlug: string;
  /** The filters the list shows (the bulk add takes the same). */
  filters: Omit<ResaleBulkAddInput, 'catalogue' | 'new_catalogue_name'>;
  count: number;
  onDone: (result: ResaleBulkAdded) => void;
  onCancel: () => void;
}

/**
 * 'Add all to catalogue / my shop' (spec 03 §2, §4 "Bulk add"): every item the filters match goes
 * into the shop, an existing catalogue or a new one named here. A name the server refuses shows
 * 'Invalid name' on the name field.
 */
export function BulkAddForm({ shopSlug, filters, count, onDone, onCancel }: BulkAddFormProps) {
  const t = useTranslations('addItems.bulk');
  const id = useId();
  const [target, setTarget] = useState<Target>('shop');
  const [catalogue, setCatalogue] = useState('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const catalogues = useQuery({
    queryKey: ['my-catalogues-choice', shopSlug],
    queryFn: () => dataOf(catalogueApi.list(shopSlug, 0, 30)),
    enabled: target === 'existing',
  });
  const choices = catalogues.data?.results ?? [];
  const chosen = catalogue || choices[0]?.slug || '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    setNameError(null);
    if (target === 'new' && name.trim() === '') {
      setNameError(t('invalidName'));
      return;
    }
    if (target === 'existing' && !chosen) return;
    setSending(true);
    const answer = await resaleApi.bulkAdd(shopSlug, {
      ...filters,
      ...(target === 'existing' ? { catalogue: chosen } : {}),
      ...(target === 'new' ? { new_catalogue_name: name.trim() } : {}),
    });
    setSending(false);
    if (answer.ok) {
      onDone(answer.data);
      return;
    }
    if (answer.status === 422 && target === 'new') setNameError(t('invalidName'));
    else if (answer.error.code === 'catalogue_not_found') setFailure(t('catalogueNotFound'));
    else setFailure(t('failed'));
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mb-4 space-y-3 rounded-lg border border-gray-200 p-3 dark:border-gray-700"
      noValidate
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold">{t('legend', { count })}</legend>
        {(['shop', 'existing', 'new'] as const).map((choice) => (
          <Check
            key={choice}
            type="radio"
            name={`${id}-target`}
            value={choice}
            checked={target === choice}
            onChange={() => setTarget(choice)}
            label={t(choice === 'shop' ? 'myShop' : choice)}
          />
        ))}
      </fieldset>
      {target === 'existing' ? (
        catalogues.isPending ? null : choices.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">{t('noCatalogues')}</p>
        ) : (
          <Field id={`${id}-catalogue`} label={t('catalogue')}>
            {(control) => (
              <Select {...control} value={chosen} onChange={(e) => setCatalogue(e.target.value)}>
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.slug}>
                    {choice.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )
      ) : null}
      {target === 'new' ? (
        <Field id={`${id}-name`} label={`${t('name')} *`} error={nameError}>
          {(control) => (
            <Input
              {...control}
              required
              maxLength={CATALOGUE_NAME_MAX}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
            />
          )}
        </Field>
      ) : null}
      <Notice role="alert" message={failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="tool-primary" aria-disabled={sending || undefined}>
          {t('submit')}
        </Button>
        <Button variant="tool" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
