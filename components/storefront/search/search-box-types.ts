import type { ProductType } from '@/lib/domain/vocabulary';

export interface SearchTypeOption {
  type: ProductType;
  label: string;
  /** The type's list, where the form goes without JavaScript. */
  listHref: string;
}

export interface SearchLabels {
  form: string;
  type: string;
  input: string;
  placeholder: string;
  submit: string;
  suggestions: string;
  /** "Buscar «{text}» en {type}". */
  create: string;
  /** "1 sugerencia". */
  countOne: string;
  /** "{count} sugerencias". */
  countOther: string;
  none: string;
}

/** What the bar held when the combobox took over from it (`SearchBox`). */
export interface SearchStart {
  type: ProductType;
  text: string;
  /** The text field had the focus; `selection` is its caret. */
  focused: boolean;
  selection: [number, number] | null;
}

export interface SearchAutocompleteProps {
  shopSlug: string;
  base: string;
  locale: string;
  types: SearchTypeOption[];
  labels: SearchLabels;
  /** Focus the input when the `<details>` around the bar opens (the nav bar's search toggle). */
  focusOnReveal?: boolean;
  /** Read once, when the combobox replaces the bar: what the visitor had chosen and typed. */
  initial?: () => SearchStart;
}
