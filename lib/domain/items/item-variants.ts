import type { VariantGroups } from '@/lib/domain/cart/variants';

/**
 * An item's variants as its supplier edits them (issue 16): axes such as Talla or Color, each
 * with its options, and optionally one row per combination with its own stock and price. Pure:
 * the contract's schema raises each problem on its field (`itemEditor.fieldErrors.<key>`).
 */

export const VARIANT_AXES_MAX = 3;
export const VARIANT_OPTIONS_MAX = 20;
/** Characters of an axis name or an option. */
export const VARIANT_TEXT_MAX = 30;
/** Combinations an item may have (every option of every axis with every other). */
export const VARIANT_COMBINATIONS_MAX = 100;

export interface VariantAxis {
  name: string;
  options: string[];
}

/** One combination's own stock and price (null: the item's price). */
export interface VariantStock {
  options: Record<string, string>;
  available: number;
  list_price: number | null;
}

export type VariantProblem =
  | 'duplicate_variant_name'
  | 'duplicate_option'
  | 'too_many_variants'
  | 'invalid_variant'
  | 'duplicate_variant'
  | 'variant_stock_incomplete';

/** The axes as the products table keeps them (`{ Talla: ['S', 'M'] }`). */
export function variantGroupsOf(axes: readonly VariantAxis[]): Record<string, string[]> {
  return Object.fromEntries(axes.map((axis) => [axis.name, [...axis.options]]));
}

/** The stored groups as axes, in the order they are read. */
export function axesOf(groups: VariantGroups): VariantAxis[] {
  return Object.entries(groups).map(([name, options]) => ({ name, options: [...options] }));
}

/** How many combinations the axes make (1 for an item without axes). */
export function combinationCount(axes: readonly VariantAxis[]): number {
  return axes.reduce((count, axis) => count * axis.options.length, 1);
}

/**
 * Every combination of one option per axis, the first axis varying slowest
 * (`[{ Talla: 'S', Color: 'Rojo' }, { Talla: 'S', Color: 'Azul' }, …]`); none without axes, and
 * none when they make more than `VARIANT_COMBINATIONS_MAX`.
 */
export function combinations(axes: readonly VariantAxis[]): Record<string, string>[] {
  if (axes.length === 0 || combinationCount(axes) > VARIANT_COMBINATIONS_MAX) return [];
  return axes.reduce<Record<string, string>[]>(
    (partial, axis) =>
      partial.flatMap((chosen) =>
        axis.options.map((option) => ({ ...chosen, [axis.name]: option })),
      ),
    [{}],
  );
}

/** A combination's identity, whatever the key order of `options`; null when it is not one of the axes'. */
export function combinationKey(
  axes: readonly VariantAxis[],
  options: Readonly<Record<string, string>>,
): string | null {
  if (Object.keys(options).length !== axes.length) return null;
  const values: string[] = [];
  for (const axis of axes) {
    const value = options[axis.name];
    if (value === undefined || !axis.options.includes(value)) return null;
    values.push(value);
  }
  return JSON.stringify(values);
}

/** Axis names and options are compared as a shopper reads them: case and outer spaces aside. */
const sameText = (text: string) => text.trim().toLocaleLowerCase('es');

function firstRepeat(values: readonly string[]): number {
  const seen = new Set<string>();
  for (const [index, value] of values.entries()) {
    const key = sameText(value);
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return -1;
}

/**
 * Problems of the axes, by field path: a name used twice (`variants.1.name`), an option listed
 * twice in its axis (`variants.0.options`), more combinations than the limit (`variants`).
 * An axis without options is the schema's own check (`variant_without_options`).
 */
export function axesProblems(axes: readonly VariantAxis[]): Record<string, VariantProblem> {
  const problems: Record<string, VariantProblem> = {};
  const repeatedName = firstRepeat(axes.map((axis) => axis.name));
  if (repeatedName >= 0) problems[`variants.${repeatedName}.name`] = 'duplicate_variant_name';
  axes.forEach((axis, index) => {
    if (firstRepeat(axis.options) >= 0) problems[`variants.${index}.options`] = 'duplicate_option';
  });
  if (combinationCount(axes) > VARIANT_COMBINATIONS_MAX) problems.variants = 'too_many_variants';
  return problems;
}

/**
 * Problems of the per-combination rows, by field path: a row that names no combination of the
 * axes (`variant_stock.2.options`; rows without axes: `variant_stock`), a combination given
 * twice, and — once rows are given — a combination left without one (`variant_stock`). No rows at all is fine: the variants then share
 * the item's stock and price.
 */
export function variantStockProblems(
  axes: readonly VariantAxis[],
  rows: readonly Pick<VariantStock, 'options'>[],
): Record<string, VariantProblem> {
  const problems: Record<string, VariantProblem> = {};
  if (rows.length === 0) return problems;
  if (axes.length === 0) return { variant_stock: 'invalid_variant' };
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const key = combinationKey(axes, row.options);
    if (key === null) problems[`variant_stock.${index}.options`] = 'invalid_variant';
    else if (seen.has(key)) problems[`variant_stock.${index}.options`] = 'duplicate_variant';
    else seen.add(key);
  });
  const total = combinationCount(axes);
  if (Object.keys(problems).length === 0 && seen.size < total) {
    problems.variant_stock = 'variant_stock_incomplete';
  }
  return problems;
}

/** The item's stock when its combinations carry their own: their sum. */
export function variantStockTotal(rows: readonly Pick<VariantStock, 'available'>[]): number {
  return rows.reduce((sum, row) => sum + row.available, 0);
}
