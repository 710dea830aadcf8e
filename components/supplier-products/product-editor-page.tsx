import 'server-only';

import { notFound, redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { AccountPageShell } from '@/components/account/account-page-shell';
import { ORDERS_CARD, SECTION } from '@/components/orders/order-styles';
import { OrdersLoadFailed } from '@/components/orders/orders-load-failed';
import { SupplierChoice } from '@/components/supplier-orders/supplier-tabs';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import type { MySupplier } from '@/lib/api/schemas/checkout';
import type { SupplierProduct } from '@/lib/api/schemas/supplier-products';
import { pick } from '@/lib/i18n/pick';

import { readEditableSuppliers } from './editable-suppliers';
import { ProductEditorForm, type ProductEditorFormProps } from './product-editor-form';
import { RetireProduct } from './retire-product';
import { readCategories, readSupplierProduct } from './supplier-product-reads';
import {
  PRODUCT_CREATE_PATH,
  productEditPath,
  SERVICE_CREATE_PATH,
  SUPPLIER_PRODUCTS_PATH,
  supplierPageHref,
} from './supplier-products-paths';

export type EditorTarget =
  | { kind: 'create'; type: 'product' | 'service' }
  | { kind: 'edit'; productId: string; notice?: ProductEditorFormProps['notice'] };

/** The item among the visitor's suppliers, the asked one first; null when none has it. */
async function findItem(
  suppliers: readonly MySupplier[],
  productId: string,
): Promise<{ supplier: MySupplier; product: SupplierProduct } | null | 'signed-out'> {
  for (const supplier of suppliers) {
    const read = await readSupplierProduct(supplier.id, productId);
    if (read.kind === 'signed-out') return 'signed-out';
    if (read.kind === 'read') return { supplier, product: read.value };
  }
  return null;
}

/**
 * The item editor's page (spec 03 §2 `/apps/me/products/create`, `…/services/create`; the
 * editor of one item at `/apps/me/products/<id>/edit`): for the owners and admins of a supplier,
 * who pick the supplier when they work for several. Anonymous visitors sign in first; others are
 * told their account edits no supplier's items; an item that is not theirs is a 404.
 */
export async function ProductEditorPage({
  target,
  supplierId,
}: {
  target: EditorTarget;
  supplierId?: string;
}) {
  const [t, messages] = await Promise.all([getTranslations('itemEditor'), getMessages()]);
  const path =
    target.kind === 'edit'
      ? productEditPath(target.productId)
      : target.type === 'service'
        ? SERVICE_CREATE_PATH
        : PRODUCT_CREATE_PATH;
  const here = supplierPageHref(path, supplierId);
  const mine = await readEditableSuppliers();
  if (mine.kind === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
  const suppliers = mine.kind === 'read' ? mine.suppliers : [];
  const asked = suppliers.find((s) => s.id === supplierId);
  const ordered = asked ? [asked, ...suppliers.filter((s) => s !== asked)] : suppliers;

  let supplier = ordered[0];
  let product: SupplierProduct | undefined;
  if (target.kind === 'edit' && supplier) {
    const found = await findItem(ordered, target.productId);
    if (found === 'signed-out') redirect(`/login?next=${encodeURIComponent(here)}`);
    if (!found) notFound();
    ({ supplier, product } = found);
  }
  const categories = supplier ? await readCategories() : [];
  const title = product
    ? t('editTitle', { name: product.name })
    : target.kind === 'create' && target.type === 'service'
      ? t('createTitleService')
      : t('createTitle');
  const keep = suppliers.length > 1 ? supplier?.id : undefined;

  return (
    <AccountPageShell>
      <div className={ORDERS_CARD}>
        <p className="mb-3 text-sm">
          <Button asChild variant="link">
            <Link href={supplierPageHref(SUPPLIER_PRODUCTS_PATH, keep)}>
              <span aria-hidden="true">‹ </span>
              {t('back')}
            </Link>
          </Button>
        </p>
        <h1 className="mb-2 text-2xl font-bold">{title}</h1>
        {mine.kind !== 'read' ? (
          <OrdersLoadFailed message={t('loadFailed')} retry={t('retry')} href={here} />
        ) : !supplier ? (
          <p className="text-gray-700 dark:text-gray-300">{t('noSupplier')}</p>
        ) : (
          <>
            <SupplierChoice
              suppliers={suppliers}
              current={supplier}
              label={t('supplier')}
              path={path}
              switchable={!product}
            />
            <NextIntlClientProvider messages={pick(messages, 'itemEditor')}>
              <ProductEditorForm
                supplierId={supplier.id}
                categories={categories}
                product={product}
                type={target.kind === 'create' ? target.type : undefined}
                notice={target.kind === 'edit' ? target.notice : undefined}
              />
              {product ? (
                <section className={SECTION}>
                  <RetireProduct
                    supplierId={supplier.id}
                    productId={product.id}
                    name={product.name}
                  />
                </section>
              ) : null}
            </NextIntlClientProvider>
          </>
        )}
      </div>
    </AccountPageShell>
  );
}
