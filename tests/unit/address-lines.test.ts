import { addressLines } from '@/lib/domain/orders/address-lines';

const ADDRESS = {
  name: 'Ana López',
  phone: '5512345678',
  street_address: 'Av. Reforma',
  street_number: '222 int. 4',
  sublocality: 'Juárez',
  locality: 'Ciudad de México',
  administrative_area_level_1: 'CDMX',
  postal_code: '06600',
};

describe('address lines', () => {
  it('writes an address as envelope lines', () => {
    expect(addressLines(ADDRESS)).toEqual([
      'Ana López',
      'Av. Reforma 222 int. 4',
      'Juárez',
      '06600 Ciudad de México, CDMX',
    ]);
  });

  it('leaves out blank parts without empty lines or stray separators', () => {
    expect(
      addressLines({ ...ADDRESS, sublocality: null, locality: ' ', street_number: '' }),
    ).toEqual(['Ana López', 'Av. Reforma', '06600 CDMX']);
    expect(addressLines({ ...ADDRESS, sublocality: undefined })).toHaveLength(3);
  });
});
