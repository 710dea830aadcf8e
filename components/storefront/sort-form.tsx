import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { ProductSort } from '@/lib/api/schemas/product';

const OPTIONS = [
  ['queue_position', 'sortRelevance'],
  ['-list_price', 'sortPriceDesc'],
  ['list_price', 'sortPriceAsc'],
] as const satisfies ReadonlyArray<readonly [ProductSort, string]>;

/**
 * The sort choice of a type list as a GET form (works without JavaScript). Submitting it drops
 * `page`: a new order starts from the first page.
 */
export function SortForm({ action, sort }: { action: string; sort: ProductSort }) {
  const t = useTranslations('lists');
  return (
    <form method="get" action={action} className="flex items-end gap-2">
      <Field id="list-sort" variant="compact" label={t('sortLabel')}>
        {(control) => (
          <Select {...control} variant="compact" name="sort" defaultValue={sort}>
            {OPTIONS.map(([value, key]) => (
              <option key={value} value={value}>
                {t(key)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" variant="contrast" size="sm">
        {t('sortApply')}
      </Button>
    </form>
  );
}
