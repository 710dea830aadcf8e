import 'server-only';

import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { type OrdersRead, settle, visitorClient } from '@/components/orders/order-reads';
import { SECTION } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { readEditableSuppliers } from '@/components/supplier-products/editable-suppliers';
import { SupplierSettingsShell } from '@/components/supplier-orders/supplier-settings-shell';
import {
  SUPPLIER_INSTALMENTS_PATH,
  SUPPLIER_ORDERS_PATH,
  SUPPLIER_PARAM,
} from '@/components/supplier-orders/supplier-paths';
import { SupplierTabs } from '@/components/supplier-orders/supplier-tabs';
import type { SupplierInstalments } from '@/lib/api/schemas/supplier-instalments';
import { pageHref } from '@/lib/domain/request/paging';
import { pick } from '@/lib/i18n/pick';

import { InstalmentsForm } from './instalments-form';

/** The page's path on the platform host, beside the team page. */

/** The supplier's terms, for its owner and admins. */
async function readInstalments(supplierId: string): Promise<OrdersRead<SupplierInstalments>> {
  const api = await visitorClient();
  if (!api) return { kind: 'signed-out' };
  return settle('supplier instalments', () =>
    api.api.suppliers[':id'].instalments.$get({ param: { id: supplierId } }),
  );
}

/**
 * `/apps/me/store/meses`: where a supplier's owner or admin decides its meses sin intereses
 * (issue 25) — the month counts offered and the minimum order total — in a small form (an
 * island, like the team page's). Others are told their account manages no supplier.
 */
export async function SupplierInstalmentsPage({ supplierId }: { supplierId?: string }) {
  const [t, messages] = await Promise.all([getTranslations('supplierInstalments'), getMessages()]);
  const here = pageHref('/', SUPPLIER_INSTALMENTS_PATH, { [SUPPLIER_PARAM]: supplierId }, 1);
  const toLogin = () => redirect(`/login?next=${encodeURIComponent(here)}`);
  const mine = await readEditableSuppliers();
  if (mine.kind === 'signed-out') toLogin();
  const managed = mine.kind === 'read' ? mine.suppliers : [];
  const supplier = managed.find((s) => s.id === supplierId) ?? managed[0];
  const terms = supplier ? await readInstalments(supplier.id) : null;
  if (terms?.kind === 'signed-out') toLogin();
  const keep = supplier && managed.length > 1 ? { [SUPPLIER_PARAM]: supplier.id } : {};
  return (
    <SupplierSettingsShell
      supplier={supplier ?? null}
      back={{ href: pageHref('/', SUPPLIER_ORDERS_PATH, keep, 1), label: t('back') }}
      title={supplier ? t('heading', { supplier: supplier.name }) : t('title')}
    >
      {mine.kind !== 'read' || (terms && terms.kind !== 'read') ? (
        <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
      ) : !supplier || terms?.kind !== 'read' ? (
        <p className="text-gray-700 dark:text-gray-300">{t('noSupplier')}</p>
      ) : (
        <>
          {managed.length > 1 ? (
            <SupplierTabs
              suppliers={managed}
              current={supplier.id}
              label={t('suppliers')}
              path={SUPPLIER_INSTALMENTS_PATH}
            />
          ) : null}
          <p className="text-gray-700 dark:text-gray-300">{t('intro')}</p>
          <section className={SECTION}>
            <NextIntlClientProvider messages={pick(messages, 'supplierInstalments')}>
              <InstalmentsForm supplierId={supplier.id} initial={terms.value} />
            </NextIntlClientProvider>
          </section>
        </>
      )}
    </SupplierSettingsShell>
  );
}
