import type {
  SupplierProduct,
  SupplierProductFormValues,
} from '@/lib/api/schemas/supplier-products';
import { toDecimalAmount } from '@/lib/domain/catalogue/price';
import type { ProductType } from '@/lib/domain/vocabulary';

/** Minor units as the price inputs show them (`29900` → `'299.00'`); none → blank. */
export function priceText(minor: number | null): string {
  return minor === null ? '' : toDecimalAmount(minor);
}

/** A count as its input shows it; none → blank. */
const countText = (value: number | null) => (value === null ? '' : String(value));

/** An ISO time as a `datetime-local` input shows it, in the browser's zone. */
export function localTimeText(iso: string | null): string {
  if (!iso) return '';
  const time = new Date(iso);
  const local = new Date(time.getTime() - time.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A new item's form: a draft of the type asked for, in MXN, on stock, with the common returns. */
export function emptyFormValues(type: ProductType): SupplierProductFormValues {
  return {
    type,
    name: '',
    name_en: '',
    description: '',
    description_en: '',
    category_id: null,
    photos: [],
    list_price: '',
    crossout_price: '',
    currency: 'MXN',
    is_free: false,
    hide_price: false,
    stock_type: type === 'product' ? 'onstock' : 'ondemand',
    available: '',
    max_purchase_amount: '',
    contribution_margin: '',
    variants: [],
    variant_stock: [],
    return_type: '72hrs',
    return_policy: 'common',
    return_policy_legend: '',
    return_fees: 'free',
    return_shipping_label: 'inbox',
    restocking_fees: '',
    list_state: 'unpublished',
    hiden: false,
    experience_date: '',
    experience_place: '',
    experience_available: '',
    digital_url: '',
    digital_file: null,
  };
}

/** A saved item as its form shows it. */
export function formValuesOf(product: SupplierProduct): SupplierProductFormValues {
  return {
    type: product.type,
    name: product.name,
    name_en: product.name_en ?? '',
    description: product.description,
    description_en: product.description_en ?? '',
    category_id: product.category_id,
    photos: product.photos,
    list_price: priceText(product.list_price),
    crossout_price: priceText(product.crossout_price),
    currency: product.currency,
    is_free: product.is_free,
    hide_price: product.hide_price,
    stock_type: product.stock_type,
    available: countText(product.available),
    max_purchase_amount: countText(product.max_purchase_amount),
    contribution_margin: priceText(product.contribution_margin),
    variants: product.variants,
    variant_stock: product.variant_stock.map((row) => ({
      options: row.options,
      available: countText(row.available),
      list_price: priceText(row.list_price),
    })),
    return_type: product.return_type,
    return_policy: product.return_policy,
    return_policy_legend: product.return_policy_legend ?? '',
    return_fees: product.return_fees,
    return_shipping_label: product.return_shipping_label,
    restocking_fees: priceText(product.restocking_fees),
    list_state: product.list_state,
    hiden: product.hiden,
    experience_date: localTimeText(product.experience_date),
    experience_place: product.experience_place ?? '',
    experience_available: countText(product.experience_available),
    digital_url: product.digital_url ?? '',
    digital_file: product.digital_file,
  };
}
