import type messages from '@/messages/es.json';

/** The preferences page's words (the `profile` namespace), passed from the server as props. */
export type ProfileLabels = (typeof messages)['profile'];

/** A country the form offers: ISO 3166-1 alpha-2 code and its name in the page's language. */
export interface CountryOption {
  code: string;
  name: string;
}
