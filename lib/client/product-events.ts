/**
 * Spec 03 §4 "Document events": islands tell each other that a product went into or out of the
 * shop (the add-items modal, the shop's lists). `detail` carries the product's id, and for an
 * addition the product as the sender knew it.
 */
export const ADD_PRODUCT = 'ADD_PRODUCT';
export const DELETE_PRODUCT = 'DELETE_PRODUCT';

export interface ProductEventDetail<P = unknown> {
  id: string;
  shopSlug: string;
  product?: P;
}

export function fireProductEvent<P>(
  name: typeof ADD_PRODUCT | typeof DELETE_PRODUCT,
  detail: ProductEventDetail<P>,
): void {
  document.dispatchEvent(new CustomEvent<ProductEventDetail<P>>(name, { detail }));
}
