'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { type Order, type ShipmentInput, ShipmentSchema } from '@/lib/api/schemas/checkout';
import { checkoutRequests } from '@/lib/client/requests/checkout';
import { useHydrated } from '@/lib/client/use-hydrated';
import { travels } from '@/lib/domain/orders/shipment';

type Values = { carrier: string; tracking_number: string; estimated_delivery_date: string };
const FIELDS = ['carrier', 'tracking_number', 'estimated_delivery_date'] as const;

/** The API's schema, with an empty field meaning "not known" (null). */
const blankIsNull = <T extends z.ZodType<unknown, string | null>>(schema: T) =>
  z
    .string()
    .transform((value) => (value.trim() === '' ? null : value))
    .pipe(schema);
const FormSchema = z.object({
  carrier: blankIsNull(ShipmentSchema.shape.carrier),
  tracking_number: blankIsNull(ShipmentSchema.shape.tracking_number),
  estimated_delivery_date: blankIsNull(ShipmentSchema.shape.estimated_delivery_date),
});

/**
 * The supplier's parcel details on their order page (spec 02 §3, §7 "the seller confirms the
 * estimated delivery date"): carrier, tracking number and the estimated day, checked with the
 * API's own schema. A pick-up asks only for the day it will be ready. Saving refreshes the page,
 * so the facts above show the new details. Its words are `orders.shipment`.
 */
export function ShipmentForm({
  order,
}: {
  order: Pick<
    Order,
    'id' | 'delivery_type' | 'carrier' | 'tracking_number' | 'estimated_delivery_date'
  >;
}) {
  const t = useTranslations('orders.shipment');
  const id = useId();
  const router = useRouter();
  const hydrated = useHydrated();
  const parcel = travels(order.delivery_type);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<Values, unknown, ShipmentInput>({
    resolver: zodResolver(FormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      carrier: order.carrier ?? '',
      tracking_number: order.tracking_number ?? '',
      estimated_delivery_date: order.estimated_delivery_date ?? '',
    },
  });
  const { register, formState } = form;
  const errorOf = (name: (typeof FIELDS)[number]) =>
    formState.errors[name] ? t(`errors.${name}`) : undefined;

  async function onSubmit(values: ShipmentInput) {
    setResult(null);
    const answer = await checkoutRequests.shipment(order.id, values);
    if (answer.ok) {
      setResult({ ok: true, text: t('saved') });
      router.refresh();
      return;
    }
    const fields = Object.keys(answer.error.fields ?? {}).filter((name) =>
      (FIELDS as readonly string[]).includes(name),
    ) as (typeof FIELDS)[number][];
    fields.forEach((name, i) => form.setError(name, { message: name }, { shouldFocus: i === 0 }));
    if (fields.length === 0) setResult({ ok: false, text: answer.error.message || t('failed') });
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-xl bg-gray-50 p-4 dark:bg-gray-800/60"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 mb-3 text-sm text-gray-700 dark:text-gray-300">{t('intro')}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        aria-busy={formState.isSubmitting || undefined}
        className="grid gap-4 sm:grid-cols-3"
      >
        {parcel ? (
          <>
            <Field
              id={`${id}-carrier`}
              label={t('carrier')}
              hint={t('carrierHint')}
              error={errorOf('carrier')}
            >
              {(control) => (
                <Input {...control} autoComplete="off" maxLength={60} {...register('carrier')} />
              )}
            </Field>
            <Field
              id={`${id}-tracking`}
              label={t('trackingNumber')}
              error={errorOf('tracking_number')}
            >
              {(control) => (
                <Input
                  {...control}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={60}
                  {...register('tracking_number')}
                />
              )}
            </Field>
          </>
        ) : null}
        <Field
          id={`${id}-date`}
          label={parcel ? t('estimatedDate') : t('estimatedReady')}
          error={errorOf('estimated_delivery_date')}
        >
          {(control) => <Input {...control} type="date" {...register('estimated_delivery_date')} />}
        </Field>
        <div className="sm:col-span-3">
          <Button type="submit" width="responsive" disabled={formState.isSubmitting || !hydrated}>
            {formState.isSubmitting ? t('saving') : t('save')}
          </Button>
        </div>
        <div className="sm:col-span-3">
          <Notice role="status" message={result?.ok ? result.text : null} />
          <Notice role="alert" message={result && !result.ok ? result.text : null} />
        </div>
      </form>
    </section>
  );
}
