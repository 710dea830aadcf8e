/** The cart button's names (from the `nav` messages): "Carrito", "Carrito, 1 artículo", … */
export interface CartButtonLabels {
  empty: string;
  one: string;
  /** "Carrito, {count} artículos". */
  other: string;
}

/**
 * The cart panel's words, translated on the server (islands get no messages). Values with
 * `{name}`, `{price}`, `{available}` or `{max}` are filled in by the panel with `fillLabel`.
 */
export interface CartPanelLabels {
  title: string;
  close: string;
  loading: string;
  empty: string;
  loadFailed: string;
  retry: string;
  orderOf: string;
  quantity: string;
  decrease: string;
  increase: string;
  remove: string;
  removeShort: string;
  each: string;
  lineTotal: string;
  total: string;
  pay: string;
  payPending: string;
  payLogin: string;
  checkoutFailed: string;
  notConfigured: string;
  updateFailed: string;
  updating: string;
  /** The link to the cart page (`{base}carrito`). */
  viewCart: string;
  /** Why a line cannot be bought: disabled or no longer offered, or sold out. */
  unavailable: string;
  outOfStock: string;
  problems: { notWhole: string; quantityExceeded: string; maxPurchaseExceeded: string };
}

/**
 * The panel's words that are not in its own namespace (`cartPanel`, messages/<locale>/cartPanel.json,
 * which the panel's chunk imports: issue 23, the words are not in every page's flight data): the
 * item's quantity problems and the cart's errors, from the server.
 */
export type CartPanelOtherLabels = Pick<CartPanelLabels, 'unavailable' | 'outOfStock' | 'problems'>;

/** The `cartPanel` namespace's messages (its file's shape). */
export type CartPanelMessages = Omit<CartPanelLabels, keyof CartPanelOtherLabels>;

/** The panel's words: its namespace's file and the others from the server. */
export function cartPanelLabels(
  own: CartPanelMessages,
  other: CartPanelOtherLabels,
): CartPanelLabels {
  return { ...own, ...other };
}

/** `fillLabel('Pedido de {name}', { name: 'Ana' })` → 'Pedido de Ana'. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** The cart button's name for a count, with the locale's plural rule. */
export function cartButtonName(labels: CartButtonLabels, locale: string, count: number): string {
  if (count === 0) return labels.empty;
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? labels.one : labels.other;
  return fillLabel(form, { count });
}
