import type { Messages } from 'next-intl';

/** The API's refusals the return forms explain; any other reads `orderReturns.genericError`. */
export const RETURN_REFUSALS = [
  'return_already_accepted',
  'return_already_decided',
  'return_already_open',
  'return_not_delivered',
  'return_not_found',
  'return_not_possible_canceled',
  'return_photo_invalid',
  'return_time_limit_expired',
] as const satisfies ReadonlyArray<keyof Messages['orderReturns']['errors']>;

export type ReturnRefusalCode = (typeof RETURN_REFUSALS)[number];

/** The refusal's own words when the code is one of the forms', else null. */
export function refusalOf(code: string): ReturnRefusalCode | null {
  return RETURN_REFUSALS.find((refusal) => refusal === code) ?? null;
}
