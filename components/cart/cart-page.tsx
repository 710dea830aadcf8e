import 'server-only';

import { getTranslations } from 'next-intl/server';

import { Notice } from '@/components/ui/notice';
import type { Cart } from '@/lib/api/schemas/cart';
import { type CartNotice, isGoodCartNotice, loginFor } from '@/lib/domain/cart/cart-page-form';
import { shopHref } from '@/lib/domain/paths/tenancy';
import { visitorApiClient } from '@/lib/server/http/in-process-client';

import { ORDERS_CARD } from '../orders/order-styles';
import type { CartPanelLabels } from './cart-labels';
import { CartPageOrder } from './cart-page-order';
import { LocalCartPage } from './local-cart-page';

type CartRead = { kind: 'signed-out' } | { kind: 'failed' } | { kind: 'read'; cart: Cart };

/** The signed-in visitor's cart in the shop, read through the API as the panel reads it. */
async function readVisitorCart(slug: string): Promise<CartRead> {
  const api = await visitorApiClient();
  if (!api) return { kind: 'signed-out' };
  try {
    const res = await api.api.shops[':slug'].cart.$get({ param: { slug } });
    const status: number = res.status;
    if (status === 401) return { kind: 'signed-out' };
    if (status !== 200) return { kind: 'failed' };
    return { kind: 'read', cart: (await res.json()) as Cart };
  } catch (error) {
    console.error('[cart page] read failed', error);
    return { kind: 'failed' };
  }
}

/**
 * `{base}carrito` (spec 01 §2, issue 20): the cart grouped one order per supplier. A signed-in
 * visitor's cart is read on the server and changed with plain forms, so it reads and works
 * without JavaScript; a visitor who has not signed in keeps the cart in the browser, which the
 * page shows through the panel's island. The side panel stays the quick view.
 */
export async function CartPage({
  base,
  slug,
  labels,
  notice,
}: {
  base: string;
  slug: string;
  labels: CartPanelLabels;
  notice: CartNotice | null;
}) {
  const t = await getTranslations('cartPage');
  const read = await readVisitorCart(slug);
  const pageLabels = { update: t('update'), quantity: t.raw('quantity') as string };
  return (
    <main id="main" data-account-page className="px-4 py-8 sm:py-10">
      <div className={ORDERS_CARD}>
        <h1 className="mb-4 text-2xl font-bold">{t('title')}</h1>
        {notice ? (
          <Notice
            role={isGoodCartNotice(notice) ? 'status' : 'alert'}
            tone={isGoodCartNotice(notice) ? 'success' : 'error'}
            className="mb-4"
            message={t(`notices.${notice}`)}
          />
        ) : null}
        {read.kind === 'read' ? (
          read.cart.orders.length === 0 ? (
            <EmptyCart base={base} text={labels.empty} back={t('keepShopping')} />
          ) : (
            <div className="flex flex-col gap-6">
              {read.cart.orders.map((order) => (
                <CartPageOrder
                  key={`${order.supplier.id}-${order.currency}`}
                  base={base}
                  order={order}
                  labels={labels}
                  pageLabels={pageLabels}
                />
              ))}
            </div>
          )
        ) : read.kind === 'failed' ? (
          <Notice role="alert" message={labels.loadFailed} />
        ) : (
          <>
            <LocalCartPage shopSlug={slug} base={base} labels={labels} />
            <noscript>
              <p className="mt-4">
                {t('localWithoutScript')}{' '}
                <a className="font-medium underline" href={loginFor(base)}>
                  {t('login')}
                </a>
              </p>
            </noscript>
          </>
        )}
      </div>
    </main>
  );
}

function EmptyCart({ base, text, back }: { base: string; text: string; back: string }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p>{text}</p>
      <a className="font-medium underline" href={shopHref(base, '')}>
        {back}
      </a>
    </div>
  );
}
