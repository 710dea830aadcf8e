import { useTranslations } from 'next-intl';

import { FilterDate, FilterSelect, FilterText } from '@/components/orders/order-filters-form';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import type { CampaignFilters } from '@/lib/domain/campaigns/campaign-filters';
import { CAMPAIGN_SORTS } from '@/lib/domain/campaigns/campaign-rules';

/**
 * The campaign list's filters (spec 03 §7: text, start_date, end_date, sort) as one GET form: it
 * works without JavaScript and starts from the first page. Keyed by the filters, so the clear link
 * draws its fields anew.
 */
export function CampaignFiltersForm({
  action,
  filters,
}: {
  action: string;
  filters: CampaignFilters;
}) {
  const t = useTranslations('campaigns.filters');
  const anySet = Object.values(filters).some(Boolean);
  return (
    <form
      key={JSON.stringify(filters)}
      method="get"
      action={action}
      aria-label={t('label')}
      className="grid gap-3 sm:grid-cols-2"
    >
      <FilterText label={t('text')} value={filters.text} maxLength={100} />
      <FilterDate name="start_date" label={t('from')} value={filters.start_date} />
      <FilterDate name="end_date" label={t('to')} value={filters.end_date} />
      <FilterSelect
        name="sort"
        label={t('sort')}
        value={filters.sort ?? '-created_at'}
        options={CAMPAIGN_SORTS.map((sort) => [sort, t(`sorts.${sort}`)] as const)}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" variant="tool" size="sm">
          {t('submit')}
        </Button>
        {anySet ? (
          <Link href={action} className="text-sm underline">
            {t('clear')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
