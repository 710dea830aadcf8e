/** The parts of a delivery address a page shows (spec 02 §3 "Address"), as the API answers them. */
export interface AddressParts {
  name: string;
  phone: string;
  street_address: string;
  street_number: string;
  sublocality?: string | null;
  locality: string;
  administrative_area_level_1: string;
  postal_code: string;
}

/**
 * An address as the lines of a Mexican envelope: who receives, street and number, the colonia,
 * then postal code, city and state. Blank parts leave no empty line or stray comma.
 */
export function addressLines(address: AddressParts): string[] {
  const join = (parts: ReadonlyArray<string | null | undefined>, separator: string) =>
    parts
      .map((part) => part?.trim() ?? '')
      .filter(Boolean)
      .join(separator);
  return [
    address.name,
    join([address.street_address, address.street_number], ' '),
    address.sublocality,
    join(
      [address.postal_code, join([address.locality, address.administrative_area_level_1], ', ')],
      ' ',
    ),
  ]
    .map((line) => line?.trim() ?? '')
    .filter(Boolean);
}
