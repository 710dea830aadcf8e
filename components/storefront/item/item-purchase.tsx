import { useTranslations } from 'next-intl';

import type { ProductDetail } from '@/lib/api/schemas/product';
import { purchaseBlock } from '@/lib/domain/cart/item-purchase';
import { variantGroupNames } from '@/lib/domain/cart/variants';

import { ItemPurchasePanel } from './item-purchase-panel';

/** The add-to-cart island with its words translated here, on the server (islands get no messages). */
export function ItemPurchase({
  product,
  shopSlug,
  name,
  supplierDisabled = false,
}: {
  product: ProductDetail;
  shopSlug: string;
  name: string;
  /** The item's supplier is disabled: its orders cannot be placed, so it cannot be added. */
  supplierDisabled?: boolean;
}) {
  const t = useTranslations('item');
  const levels = useTranslations('levels');
  const cartPanel = useTranslations('cartPanel');
  const block = purchaseBlock(product) ?? (supplierDisabled ? 'supplierDisabled' : null);
  const max = product.max_purchase_amount;
  return (
    <ItemPurchasePanel
      shopSlug={shopSlug}
      productId={product.id}
      buyable={{
        is_dropshipping: product.is_dropshipping,
        hide_price: product.hide_price,
        is_free: product.is_free,
      }}
      variants={product.variants}
      price={{
        listPrice: product.list_price,
        currency: product.currency,
        variantPrices: product.variant_prices,
      }}
      limits={{ available: product.available, stockType: product.stock_type, maxPurchase: max }}
      labels={{
        quantity: t('quantity'),
        decrease: t('decrease'),
        increase: t('increase'),
        maxPurchaseNote: max === null ? null : t('maxPurchaseNote', { max }),
        problems: {
          notWhole: t('notWhole'),
          quantityExceeded: t('quantityExceeded', { available: product.available }),
          maxPurchaseExceeded: t('maxPurchaseExceeded', { max: max ?? 0 }),
        },
        chooseOption: Object.fromEntries(
          variantGroupNames(product.variants).map((group) => [group, t('chooseOption', { group })]),
        ),
        addToCart: t('addToCart'),
        // `{price}` stays a placeholder: the island fills in the chosen variant's price.
        buyBy: product.is_dropshipping ? (levels.raw('buyBy') as string) : null,
        // `{quantity}` stays a placeholder for the island to fill in.
        added: t('added', { quantity: '{quantity}', name }),
        blocked: block ? t(`cannotAdd.${block}`) : null,
        addFailed: cartPanel('addFailed'),
      }}
    />
  );
}
