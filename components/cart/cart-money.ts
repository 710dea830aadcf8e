import { formatPrice } from '@/lib/domain/catalogue/price';

/**
 * An amount as the cart shows it: the spec's symbol and 2 decimals, plus the currency code when
 * it is not the peso (as the price tags do), since `$` also stands for US dollars.
 */
export function cartMoney(minor: number, currency: string): string {
  const amount = formatPrice(minor, currency);
  return currency === 'MXN' ? amount : `${amount} ${currency}`;
}
