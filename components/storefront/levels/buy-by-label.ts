import { formatPrice } from '@/lib/domain/catalogue/price';

/** 'Comprar por {price}' filled with the item's price (and its ISO code when not MXN, as cards show it). */
export function buyByLabel(
  template: string,
  item: { list_price: number; currency: string },
): string {
  const price =
    formatPrice(item.list_price, item.currency) +
    (item.currency === 'MXN' ? '' : ` ${item.currency}`);
  return template.replace('{price}', price);
}
