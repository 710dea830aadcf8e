import { useTranslations } from 'next-intl';

import type { ProductDetail, ReturnInfo } from '@/lib/api/schemas/product';

import { ReturnsPolicyDialog } from '../returns-policy-dialog';

/** The item's returns in one line, and the dialog with its full terms (spec 01 §3 Return info). */
export function ItemReturns({ product }: { product: ProductDetail }) {
  const t = useTranslations('item');
  const returnInfo: ReturnInfo = {
    return_type: product.return_type,
    return_policy: product.return_policy,
    return_policy_legend: product.return_policy_legend,
    return_fees: product.return_fees,
    return_shipping_label: product.return_shipping_label,
    restocking_fees: product.restocking_fees,
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
      <p>{product.return_type === '72hrs' ? t('returns72') : t('returnsDisallowed')}</p>
      <ReturnsPolicyDialog returnInfo={returnInfo} triggerLabel={t('returnsPolicy')} />
    </div>
  );
}
