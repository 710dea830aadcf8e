import { LinkTabs } from '@/components/ui/link-tabs';
import type { MySupplier } from '@/lib/api/schemas/checkout';
import { pageHref } from '@/lib/domain/request/paging';

import { SUPPLIER_PARAM } from './supplier-paths';

/** Links to the same page (`path`) of each supplier, when the visitor has more than one. */
export function SupplierTabs({
  suppliers,
  current,
  label,
  path,
  base = '/',
}: {
  suppliers: readonly Pick<MySupplier, 'id' | 'name'>[];
  current: string;
  label: string;
  path: string;
  /** The host's base path (a shop's admin pages: `/tienda/<slug>/`). */
  base?: string;
}) {
  return (
    <LinkTabs
      label={label}
      tabs={suppliers.map((supplier) => ({
        key: supplier.id,
        href: pageHref(base, path, { [SUPPLIER_PARAM]: supplier.id }, 1),
        label: supplier.name,
        current: supplier.id === current,
      }))}
    />
  );
}

/**
 * Which supplier the page is about: the tabs when the visitor can switch (more than one supplier
 * and `switchable`), else the supplier's name.
 */
export function SupplierChoice({
  suppliers,
  current,
  label,
  path,
  base = '/',
  switchable = true,
}: {
  suppliers: readonly Pick<MySupplier, 'id' | 'name'>[];
  current: Pick<MySupplier, 'id' | 'name'>;
  label: string;
  path: string;
  base?: string;
  switchable?: boolean;
}) {
  return switchable && suppliers.length > 1 ? (
    <SupplierTabs
      suppliers={suppliers}
      current={current.id}
      label={label}
      path={path}
      base={base}
    />
  ) : (
    <p className="mb-4 text-gray-700 dark:text-gray-300">{current.name}</p>
  );
}
