'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';

import { IslandMessages } from '@/components/i18n/island-messages';
import { SHOP_ORDERS_PATH } from '@/components/shop-orders/shop-orders-paths';
import Link from '@/components/ui/link';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SETTINGS_PATH } from '@/lib/domain/shop/shop-settings-rules';
import {
  CONTACTS_PATH,
  INVOICES_PATH,
  ORDERS_REPORT_PATH,
  RETURNS_PATH,
} from '@/lib/domain/paths/shop-admin-paths';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { SHOP_TICKETS_PATH } from '@/lib/domain/ticket-scans/reader-paths';

import type { ShopAdminToolsProps } from './shop-admin-tools';

const ShopIdentityForm = lazy(() =>
  import('./shop-identity-form').then((m) => ({ default: m.ShopIdentityForm })),
);
const ShopColorsForm = lazy(() =>
  import('./shop-colors-form').then((m) => ({ default: m.ShopColorsForm })),
);

const TOOL =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

// The inline editors' words, a chunk per locale that only shop admins download.
const MESSAGES = {
  shopSettings: {
    es: () => import('@/messages/es/shopSettings.json'),
    en: () => import('@/messages/en/shopSettings.json'),
  },
};

function GearIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </svg>
  );
}

/** A tool's modal: its form is loaded on the first opening and mounted afresh on each. */
function ToolDialog({
  title,
  close,
  children,
}: {
  title: string;
  close: string;
  children: (opening: number) => React.ReactNode;
}) {
  const [opening, setOpening] = useState(0);
  return (
    <ModalDialog
      title={title}
      closeLabel={close}
      triggerLabel={title}
      triggerClassName={TOOL}
      onOpen={() => setOpening((n) => n + 1)}
    >
      {opening > 0 ? (
        <Suspense fallback={<p role="status">…</p>}>{children(opening)}</Suspense>
      ) : null}
    </ModalDialog>
  );
}

/** Tells the shop's admins that their supplier is disabled and what their shoppers see. */
function DisabledSupplierNote({
  supplier,
}: {
  supplier: NonNullable<ShopAdminToolsProps['disabledSupplier']>;
}) {
  const t = useTranslations('shopSettings.admin');
  return (
    <p role="status" className="bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
      <span className="mx-auto block max-w-6xl px-4 py-2 text-sm">
        {t('supplierDisabled', { name: supplier.name })}{' '}
        <a
          href={supplier.helpUrl}
          className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
        >
          {t('supplierDisabledMore')}
        </a>
      </span>
    </p>
  );
}

function ShopAdminToolbarBody({
  shop,
  base,
  disabledSupplier,
}: Omit<ShopAdminToolsProps, 'locale'>) {
  const t = useTranslations('shopSettings');
  return (
    <div
      role="group"
      aria-label={t('admin.toolbar')}
      className="bg-gray-900 text-white dark:bg-black"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-2 py-1 sm:px-4">
        <ToolDialog title={t('admin.editIdentity')} close={t('close')}>
          {(opening) => <ShopIdentityForm key={opening} shopSlug={shop.slug} initial={shop} />}
        </ToolDialog>
        <ToolDialog title={t('admin.editColors')} close={t('close')}>
          {(opening) => <ShopColorsForm key={opening} shopSlug={shop.slug} initial={shop.colors} />}
        </ToolDialog>
        <Link href={shopHref(base, SHOP_ORDERS_PATH)} className={`${TOOL} ml-auto`}>
          {t('admin.orders')}
        </Link>
        <Link href={shopHref(base, ORDERS_REPORT_PATH)} className={TOOL}>
          {t('admin.ordersReport')}
        </Link>
        <Link href={shopHref(base, RETURNS_PATH)} className={TOOL}>
          {t('admin.returns')}
        </Link>
        <Link href={shopHref(base, INVOICES_PATH)} className={TOOL}>
          {t('admin.invoices')}
        </Link>
        <Link href={shopHref(base, SHOP_TICKETS_PATH)} className={TOOL}>
          {t('admin.tickets')}
        </Link>
        <Link href={shopHref(base, CONTACTS_PATH)} className={TOOL}>
          {t('admin.contacts')}
        </Link>
        <Link href={shopHref(base, SETTINGS_PATH)} className={TOOL}>
          <GearIcon />
          <span className="sr-only sm:not-sr-only">{t('admin.settings')}</span>
        </Link>
      </div>
      {disabledSupplier ? <DisabledSupplierNote supplier={disabledSupplier} /> : null}
    </div>
  );
}

/**
 * The shop admin's toolbar on the storefront and its words (the `shopSettings` namespace, loaded
 * for the page's locale): a lazy chunk, so visitors' pages pay nothing for it. Each tool's form
 * loads on its first opening.
 */
export default function ShopAdminToolbar({ locale, ...props }: ShopAdminToolsProps) {
  return (
    <IslandMessages locale={locale} namespaces={MESSAGES}>
      <ShopAdminToolbarBody {...props} />
    </IslandMessages>
  );
}
