import { useTranslations } from 'next-intl';

import { FilterDate, FilterSelect, FilterText } from '@/components/orders/order-filters-form';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import { INVOICE_STATES } from '@/lib/domain/invoicing/invoicing-data';
import { INVOICE_TEXT_MAX, type InvoicesFilter } from '@/lib/domain/invoicing/invoices-filter';

/**
 * The InvoicesFilter as one GET form (works without script): text (RFC, name, order number),
 * state and the days asked. The page folds the fields it sends into `InvoicesFilter`.
 */
export function InvoicesFilterForm({
  action,
  filter,
  clearHref,
}: {
  action: string;
  filter: InvoicesFilter;
  clearHref: string;
}) {
  const t = useTranslations('invoicing');
  const set = Object.values(filter).some(Boolean);
  return (
    <form
      key={JSON.stringify(filter)}
      method="get"
      action={action}
      role="search"
      aria-label={t('filter.label')}
      className="mb-5 grid gap-3 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <FilterText
          label={t('filter.text')}
          value={filter.text}
          maxLength={INVOICE_TEXT_MAX}
          placeholder={t('filter.textPlaceholder')}
        />
      </div>
      <FilterSelect
        name="state"
        label={t('filter.state')}
        any={t('filter.anyState')}
        value={filter.state}
        options={INVOICE_STATES.map((state) => [state, t(`states.${state}`)] as const)}
      />
      <div className="grid grid-cols-2 gap-3">
        <FilterDate name="from" label={t('filter.from')} value={filter.from} />
        <FilterDate name="to" label={t('filter.to')} value={filter.to} />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" variant="outline">
          {t('filter.apply')}
        </Button>
        {set ? (
          <Button asChild variant="link">
            <Link href={clearHref}>{t('filter.clear')}</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
