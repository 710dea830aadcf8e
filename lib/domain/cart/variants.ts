/** Variant groups of an item: group name → its options (`{ Talla: ['S', 'M'], Color: ['Rojo'] }`). */
export type VariantGroups = Readonly<Record<string, readonly string[]>>;

/** The groups that offer a choice, in their order (groups without options are left out). */
export function variantGroupNames(groups: VariantGroups): string[] {
  return Object.entries(groups)
    .filter(([, options]) => options.length > 0)
    .map(([name]) => name);
}

/** The groups of `groups` that `selection` has no valid option for yet. */
export function missingVariantGroups(
  groups: VariantGroups,
  selection: Readonly<Record<string, string>>,
): string[] {
  return variantGroupNames(groups).filter((name) => {
    const chosen = selection[name];
    return chosen === undefined || !groups[name]?.includes(chosen);
  });
}

/**
 * The variant a cart line records, readable and stable: `Talla: M / Color: Rojo` in the item's
 * group order; null for an item without variants.
 */
export function variantLabel(
  groups: VariantGroups,
  selection: Readonly<Record<string, string>>,
): string | null {
  const parts = variantGroupNames(groups).flatMap((name) => {
    const chosen = selection[name];
    return chosen === undefined ? [] : [`${name}: ${chosen}`];
  });
  return parts.length > 0 ? parts.join(' / ') : null;
}
