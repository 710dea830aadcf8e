import type messages from '@/messages/es.json';

/** The checkout page's words (the `checkout` namespace), passed from the server as props. */
export type CheckoutLabels = (typeof messages)['checkout'];

/** Fills `{name}`-style placeholders of a raw message. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
