import { useTranslations } from 'next-intl';

import type { CourierBranch } from '@/lib/api/schemas/courier-branches';

import { OrderFact } from './order-fact';

/** The courier branch a `to_branch` order waits at, as it was when the order was placed. */
export function OrderBranch({ branch }: { branch: CourierBranch }) {
  const t = useTranslations('orders');
  return (
    <>
      <OrderFact term={t('branch')}>
        <span className="block font-medium">
          {branch.agency} · {branch.name}
        </span>
        <span className="block">{branch.address}</span>
        <span className="block">
          {branch.location}, {branch.province_name}
        </span>
      </OrderFact>
      <OrderFact term={t('branchHours')}>{branch.hours}</OrderFact>
    </>
  );
}
