/**
 * A CLABE in the groups banks print it in: bank (3), branch plaza (3), account (11), check digit
 * (1), e.g. `646 180 11112222333 4`. Anything that is not 18 digits is shown as it came.
 */
export function groupClabeForReading(clabe: string): string {
  if (!/^\d{18}$/.test(clabe)) return clabe;
  return [clabe.slice(0, 3), clabe.slice(3, 6), clabe.slice(6, 17), clabe.slice(17)].join(' ');
}
