import Link from '@/components/ui/link';
import type { MySupplier } from '@/lib/api/schemas/checkout';
import { pageHref } from '@/lib/domain/request/paging';

import { SUPPLIER_PARAM } from './supplier-paths';

const TAB =
  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2';
const TAB_IDLE = `${TAB} border-gray-300 hover:bg-gray-100 dark:border-gray-700 dark:hover:bg-gray-800`;
const TAB_CURRENT = `${TAB} border-gray-900 bg-gray-900 text-white dark:border-white dark:bg-white dark:text-gray-900`;

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
    <nav aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {suppliers.map((supplier) => (
        <Link
          key={supplier.id}
          href={pageHref(base, path, { [SUPPLIER_PARAM]: supplier.id }, 1)}
          aria-current={supplier.id === current ? 'page' : undefined}
          className={supplier.id === current ? TAB_CURRENT : TAB_IDLE}
        >
          {supplier.name}
        </Link>
      ))}
    </nav>
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
