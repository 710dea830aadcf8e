import { useTranslations } from 'next-intl';

import type { CartButtonLabels, CartPanelLabels } from './cart-labels';

/** The cart island's words in the request's language (server components and tests). */
export function useCartLabels(): { button: CartButtonLabels; panel: CartPanelLabels } {
  const nav = useTranslations('nav');
  const t = useTranslations('cartPanel');
  const item = useTranslations('item');
  const errors = useTranslations('cart.errors');
  return {
    button: { empty: nav('cart'), one: nav('cartOne'), other: nav.raw('cartOther') as string },
    panel: {
      title: t('title'),
      close: t('close'),
      loading: t('loading'),
      empty: t('empty'),
      loadFailed: t('loadFailed'),
      retry: t('retry'),
      orderOf: t.raw('orderOf') as string,
      quantity: t.raw('quantity') as string,
      decrease: t.raw('decrease') as string,
      increase: t.raw('increase') as string,
      remove: t.raw('remove') as string,
      removeShort: t('removeShort'),
      each: t.raw('each') as string,
      lineTotal: t('lineTotal'),
      total: t('total'),
      pay: t('pay'),
      payPending: t('payPending'),
      payLogin: t('payLogin'),
      checkoutFailed: t('checkoutFailed'),
      notConfigured: t('notConfigured'),
      updateFailed: t('updateFailed'),
      updating: t('updating'),
      viewCart: t('viewCart'),
      unavailable: errors('unavailable_for_sale'),
      outOfStock: errors('out_of_stock'),
      problems: {
        notWhole: item('notWhole'),
        quantityExceeded: item.raw('quantityExceeded') as string,
        maxPurchaseExceeded: item.raw('maxPurchaseExceeded') as string,
      },
    },
  };
}
