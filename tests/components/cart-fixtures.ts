import type { Me } from '@/lib/api/schemas/auth';
import type { Cart, CartOrder, CartProduct } from '@/lib/api/schemas/cart';

/** A cart line as the API answers it; `total` follows `price` × `amount`. */
export function cartProduct(overrides: Partial<CartProduct> = {}): CartProduct {
  const product: CartProduct = {
    id: 'prd_1',
    name: 'Playera',
    photo: '/demo/playera.svg',
    description: '',
    variant: null,
    amount: 1,
    price: 25_000,
    total: 0,
    currency: 'MXN',
    available: 5,
    stock_type: 'onstock',
    disabled: false,
    max_purchase_amount: null,
    unavailable: false,
    ...overrides,
  };
  return { ...product, total: overrides.total ?? product.price * product.amount };
}

export function cartOrder(
  supplier: { id: string; name: string },
  products: CartProduct[],
  overrides: Partial<CartOrder> = {},
): CartOrder {
  return {
    supplier: { ...supplier, image: null },
    is_configured: true,
    total: products.filter((p) => !p.unavailable).reduce((sum, p) => sum + p.total, 0),
    currency: products[0]?.currency ?? 'MXN',
    products,
    ...overrides,
  };
}

export function cartOf(orders: CartOrder[]): Cart {
  return {
    orders,
    count: orders.flatMap((o) => o.products).reduce((sum, p) => sum + p.amount, 0),
  };
}

export const CUSTOMER: Me = {
  id: 'usr_1',
  full_name: 'Clara Cliente',
  email: 'cliente@ejemplo.mx',
  phone: null,
  country_code: null,
  level: 0,
  image: null,
  shops: [],
  is_supplier: false,
  show_tour: false,
};
