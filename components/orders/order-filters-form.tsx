import type { ComponentProps } from 'react';

import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Check } from '@/components/ui/check';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import Link from '@/components/ui/link';
import {
  DELIVERY_TYPES,
  ORDER_STATES,
  PAYMENT_TYPES,
  type PaymentType,
} from '@/lib/domain/vocabulary';
import {
  DEFAULT_ORDER_SORT,
  MORE_ORDER_FILTERS,
  ORDER_SORTS,
  ORDER_TEXT_MAX,
  type OrderFilters,
} from '@/lib/domain/orders/order-filters';

/** A select of one filter of a list's GET form: "any" first, then every value with its label. */
export function FilterSelect({
  name,
  label,
  any,
  value,
  options,
}: {
  name: string;
  label: string;
  any?: string;
  value?: string;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <Field id={`order-filter-${name}`} variant="compact" label={label}>
      {(control) => (
        <Select
          {...control}
          variant="compact"
          name={name}
          defaultValue={value ?? ''}
          className="w-full"
        >
          {any ? <option value="">{any}</option> : null}
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** A text or date field of a filters form, empty for "any". */
function FilterInput({
  name,
  label,
  value,
  ...input
}: {
  name: string;
  label: string;
  value?: string;
} & Pick<ComponentProps<typeof Input>, 'type' | 'maxLength' | 'placeholder'>) {
  return (
    <Field id={`order-filter-${name}`} variant="compact" label={label}>
      {(control) => (
        <Input
          {...control}
          {...input}
          variant="compact"
          name={name}
          defaultValue={value ?? ''}
          className="w-full"
        />
      )}
    </Field>
  );
}

/** A list's search box: part of a name or number, empty for "any". */
export function FilterText({
  name = 'text',
  ...props
}: {
  label: string;
  value?: string;
  maxLength: number;
  placeholder?: string;
  name?: string;
}) {
  return <FilterInput {...props} name={name} type="search" />;
}

/** A day of the range (YYYY-MM-DD), empty for "any". */
export function FilterDate(props: { name: string; label: string; value?: string }) {
  return <FilterInput {...props} type="date" />;
}

/** Checked, it sends `name=false`: those orders are left out (unchecked sends nothing). */
function HideCheckbox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <Check
      label={label}
      name={name}
      value="false"
      defaultChecked={checked}
      className="rounded border-gray-400 accent-gray-900 dark:accent-white"
    />
  );
}

/**
 * The filters of an orders list (spec 02 §7) as one GET form: it works without JavaScript, and
 * submitting it starts from the first page. Search and sort are always in view; the others sit
 * in a disclosure that is open while any of them is set. `keep` carries values the list's
 * address needs (a supplier's choice); `clearHref` is the list without filters.
 */
export function OrderFiltersForm({
  action,
  filters,
  keep = {},
  clearHref,
  side,
}: {
  action: string;
  filters: OrderFilters;
  keep?: Record<string, string>;
  clearHref: string;
  side: 'customer' | 'supplier' | 'shop';
}) {
  const t = useTranslations('orders');
  const f = useTranslations('orders.filters');
  // Both card ways read "credit or debit card" on an order; the filter tells them apart.
  const paymentLabel = (type: PaymentType) =>
    type === 'stripe' || type === 'stripe_card'
      ? f(`cardPayments.${type}`)
      : t(`paymentTypes.${type}`);
  const moreSet = MORE_ORDER_FILTERS.some((key) => filters[key]);
  const anySet = moreSet || Boolean(filters.text);
  return (
    // Keyed by the filters: its fields are uncontrolled, so a client-side visit to other filters
    // (the clear link) must draw them anew rather than keep what was typed before.
    <form
      key={JSON.stringify(filters)}
      method="get"
      action={action}
      role="search"
      aria-label={f('label')}
      className="mb-5 flex flex-col gap-3"
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <FilterText
          label={f('text')}
          value={filters.text}
          maxLength={ORDER_TEXT_MAX}
          placeholder={
            side === 'shop'
              ? t('shop.textPlaceholder')
              : f(side === 'customer' ? 'textPlaceholder' : 'textPlaceholderSupplier')
          }
        />
        <FilterSelect
          name="sort"
          label={f('sort')}
          value={filters.sort ?? DEFAULT_ORDER_SORT}
          options={ORDER_SORTS.map((sort) => [sort, f(`sorts.${sort}`)] as const)}
        />
      </div>
      <details
        open={moreSet}
        className="group rounded-lg border border-gray-200 dark:border-gray-700"
      >
        <summary className="focus-visible:outline-shop-1 cursor-pointer rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2">
          {f('more')}
        </summary>
        <div className="grid gap-3 border-t border-gray-200 p-3 sm:grid-cols-3 dark:border-gray-700">
          <FilterSelect
            name="state"
            label={t('state')}
            any={f('anyState')}
            value={filters.state}
            options={ORDER_STATES.map((state) => [state, t(`states.${state}`)] as const)}
          />
          <FilterSelect
            name="payment_type"
            label={t('paymentMethod')}
            any={f('anyPayment')}
            value={filters.payment_type}
            options={PAYMENT_TYPES.map((type) => [type, paymentLabel(type)] as const)}
          />
          <FilterSelect
            name="delivery_type"
            label={t('deliveryType')}
            any={f('anyDelivery')}
            value={filters.delivery_type}
            options={DELIVERY_TYPES.map((type) => [type, t(`deliveryTypes.${type}`)] as const)}
          />
          <FilterDate name="start_date" label={f('startDate')} value={filters.start_date} />
          <FilterDate name="end_date" label={f('endDate')} value={filters.end_date} />
          <fieldset className="flex flex-col justify-end gap-2 text-sm">
            <legend className="sr-only">{f('hide')}</legend>
            <HideCheckbox
              name="include_delivered"
              label={f('hideDelivered')}
              checked={filters.include_delivered === 'false'}
            />
            <HideCheckbox
              name="include_canceled"
              label={f('hideCanceled')}
              checked={filters.include_canceled === 'false'}
            />
          </fieldset>
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="contrast" size="sm">
          {f('apply')}
        </Button>
        {anySet ? (
          <Link href={clearHref} className="text-sm font-medium underline underline-offset-2">
            {f('clear')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
