import { variantGroupNames, type VariantGroups } from './variants';

/**
 * The variant a cart line stores: the item page's label of the chosen options
 * (`Talla: M / Color: Rojo`, every group with a choice, in the item's group order — see
 * `variantLabel`), or '' for an item without a choice. Null when `label` is not a complete,
 * valid choice for these groups (a missing group, an unknown option, another order).
 */
export function cartVariantKey(
  groups: VariantGroups,
  label: string | null | undefined,
): string | null {
  const text = label ?? '';
  const names = variantGroupNames(groups);
  if (names.length === 0) return text === '' ? '' : null;
  return matchesGroups(groups, names, text, 0) ? text : null;
}

/** Whether `rest` is `Group: option` for every group from `index` on (options may contain ' / '). */
function matchesGroups(
  groups: VariantGroups,
  names: readonly string[],
  rest: string,
  index: number,
): boolean {
  const name = names[index];
  if (name === undefined) return rest === '';
  const prefix = `${index === 0 ? '' : ' / '}${name}: `;
  if (!rest.startsWith(prefix)) return false;
  const after = rest.slice(prefix.length);
  return (groups[name] ?? []).some(
    (option) =>
      after.startsWith(option) &&
      matchesGroups(groups, names, after.slice(option.length), index + 1),
  );
}
