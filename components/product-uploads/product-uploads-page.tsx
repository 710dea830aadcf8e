import 'server-only';

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { ORDERS_CARD, SECTION } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { SupplierChoice } from '@/components/supplier-orders/supplier-tabs';
import { readEditableSuppliers } from '@/components/supplier-products/editable-suppliers';
import { SUPPLIER_PARAM } from '@/components/supplier-orders/supplier-paths';
import { Button } from '@/components/ui/button';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS } from '@/lib/domain/items/upload-rows';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { pageHref, queryValue } from '@/lib/domain/request/paging';
import { pick } from '@/lib/i18n/pick';

import { PastUploadErrors } from './past-upload-errors';
import { ProductUploadForm } from './product-upload-form';
import { readProductUpload, readProductUploads } from './product-upload-reads';
import { UploadHistoryTable } from './upload-history-table';

/** The page's path on the platform host (spec 02 §2). */
export const PRODUCT_UPLOADS_PATH = 'apps/me/dssupplier/products/cargas';

/** The same page among a shop's admin pages (spec 02 §2). */
export const SHOP_UPLOADS_PATH = 'admin/inventario/cargas';

/** The query parameter naming a past upload whose refused rows the page shows. */
export const UPLOAD_PARAM = 'upload';

/** The page's metadata: its title, and no indexing (per visitor). */
export async function productUploadsMetadata(): Promise<Metadata> {
  const t = await getTranslations('productUploads');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * `/apps/me/dssupplier/products/cargas`: a supplier's bulk uploads of items from CSV — the
 * template, the upload with its preview (an island), and the history of uploads rendered here;
 * `?upload=<id>` shows that upload's refused rows under the history (a link of its row).
 * For the supplier's owner and admins; others are told their account manages no supplier.
 */
export async function ProductUploadsPage({
  query,
  base = '/',
  path = PRODUCT_UPLOADS_PATH,
}: {
  /** The page's query: the supplier (`?supplier=`) and a past upload (`?upload=`). */
  query: Record<string, string | string[] | undefined>;
  /** The host's base path and the page's path in it: a shop's admin pages use their own. */
  base?: string;
  path?: string;
}) {
  const supplierId = queryValue(query[SUPPLIER_PARAM]);
  const upload = queryValue(query[UPLOAD_PARAM]);
  const uploadId = upload && /^[A-Za-z0-9_-]{1,64}$/.test(upload) ? upload : undefined;
  const hrefOf = (supplier: string | undefined, extra: Record<string, string> = {}) =>
    pageHref(base, path, { [SUPPLIER_PARAM]: supplier, ...extra }, 1);
  const [t, messages] = await Promise.all([getTranslations('productUploads'), getMessages()]);
  const here = hrefOf(supplierId);
  const toLogin = () => redirect(shopHref(base, `login?next=${encodeURIComponent(here)}`));
  const mine = await readEditableSuppliers();
  if (mine.kind === 'signed-out') toLogin();
  const suppliers = mine.kind === 'read' ? mine.suppliers : [];
  const supplier = suppliers.find((s) => s.id === supplierId) ?? suppliers[0];
  const [history, past] = supplier
    ? await Promise.all([
        readProductUploads(supplier.id),
        uploadId ? readProductUpload(supplier.id, uploadId) : null,
      ])
    : [null, null];
  if (history?.kind === 'signed-out') toLogin();
  const keep = supplier && suppliers.length > 1 ? supplier.id : undefined;

  return (
    <AccountPageShell>
      <div className={ORDERS_CARD}>
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        {mine.kind !== 'read' || (history && history.kind !== 'read') ? (
          <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
        ) : !supplier || history?.kind !== 'read' ? (
          <p className="text-gray-700 dark:text-gray-300">{t('noSupplier')}</p>
        ) : (
          <>
            <SupplierChoice
              suppliers={suppliers}
              current={supplier}
              label={t('title')}
              path={path}
              base={base}
            />
            <p className="mb-2">{t('intro')}</p>
            <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
              {t('guide', { maxRows: UPLOAD_MAX_ROWS, maxMb: UPLOAD_MAX_BYTES / 1_000_000 })}
            </p>
            <p className="mb-4">
              <Button asChild variant="outline">
                <a href="/api/product-uploads/template.csv" download>
                  {t('template')}
                </a>
              </Button>
            </p>
            <NextIntlClientProvider messages={pick(messages, 'productUploads')}>
              <ProductUploadForm supplierId={supplier.id} />
            </NextIntlClientProvider>
            <section className={SECTION} aria-labelledby="upload-history-title">
              <h2 id="upload-history-title" className="mb-2 text-lg font-semibold">
                {t('history')}
              </h2>
              <UploadHistoryTable
                uploads={history.value.results}
                errorsHref={Object.fromEntries(
                  history.value.results.map((upload) => [
                    upload.id,
                    `${hrefOf(keep, { [UPLOAD_PARAM]: upload.id })}#past-upload-errors`,
                  ]),
                )}
              />
            </section>
            {past ? (
              <NextIntlClientProvider messages={pick(messages, 'productUploads')}>
                <PastUploadErrors read={past} closeHref={hrefOf(keep)} />
              </NextIntlClientProvider>
            ) : null}
          </>
        )}
      </div>
    </AccountPageShell>
  );
}
