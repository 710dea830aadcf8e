/** A combination of an item's variant options with its price (minor units). */
export interface VariantPrice {
  options: Readonly<Record<string, string>>;
  list_price: number;
}

/**
 * The lowest and highest price the item can cost given the options chosen so far: over the
 * combinations that match every chosen option (a group not chosen yet matches any). The item's
 * own price when it has no priced combinations, or when none matches.
 */
export function variantPriceRange(
  listPrice: number,
  prices: readonly VariantPrice[],
  selection: Readonly<Record<string, string>>,
): { min: number; max: number } {
  const chosen = Object.entries(selection);
  const matching = prices
    .filter((price) => chosen.every(([group, option]) => price.options[group] === option))
    .map((price) => price.list_price);
  if (matching.length === 0) return { min: listPrice, max: listPrice };
  return { min: Math.min(...matching), max: Math.max(...matching) };
}

/** True when some combinations cost differently from the others (or from the item). */
export function variantPricesDiffer(listPrice: number, prices: readonly VariantPrice[]): boolean {
  const { min, max } = variantPriceRange(listPrice, prices, {});
  return min !== max || (prices.length > 0 && min !== listPrice);
}
