import type messages from '@/messages/es.json';

/** The 'My catalogues' modal's words (the `myCatalogues` namespace), passed from the server. */
export type MyCataloguesLabels = (typeof messages)['myCatalogues'];

/** `fill('Mover {name}', { name: 'Ofertas' })` → 'Mover Ofertas'. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** '1 producto' / '12 productos' (or catalogues), with the locale's plural rule. */
export function countLabel(one: string, other: string, locale: string, count: number): string {
  return fill(new Intl.PluralRules(locale).select(count) === 'one' ? one : other, { count });
}

export function productCountLabel(labels: MyCataloguesLabels, locale: string, count: number): string {
  return countLabel(labels.productOne, labels.productOther, locale, count);
}
