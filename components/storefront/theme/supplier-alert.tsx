import { useTranslations } from 'next-intl';

import { isFromDisabledSupplier, type ShopSupplierInfo } from '@/lib/domain/shop/disabled-supplier';
import { platformHomeUrl } from '@/lib/env';

/** The platform's help page about disabled suppliers (spec 01 §2). */
export const DISABLED_SUPPLIER_HELP_PATH = 'ayuda/proveedores/deshabilitado';

/** The help page's address on the platform's own host (a shop sub-domain has no such page). */
export function disabledSupplierHelpUrl(): string {
  return `${platformHomeUrl()}${DISABLED_SUPPLIER_HELP_PATH}`;
}

/**
 * The disabled-supplier alert (spec 01 §2, spec 03), where it applies: on the page of an item
 * whose supplier — the shop's — the platform has disabled, saying the item cannot be bought for
 * now and linking to the platform's help page. The shop's own pages carry no shop-wide alarm
 * (issue 24); its admins are told in their toolbar. A status rather than an alert: it is there
 * when the page loads, not news to interrupt anyone with.
 */
export function DisabledSupplierAlert({
  shop,
  owner,
}: {
  shop: ShopSupplierInfo;
  /** The item's supplier. */
  owner: string;
}) {
  const t = useTranslations('themeBlocks.supplierAlert');
  if (!isFromDisabledSupplier(shop, owner)) return null;
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
        <path d="M12 9v4M12 17h.01" />
      </svg>
      <p>
        <strong className="font-semibold">{t('title')}.</strong> {t('message')}{' '}
        <a
          href={disabledSupplierHelpUrl()}
          className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
        >
          {t('more')}
        </a>
      </p>
    </div>
  );
}
