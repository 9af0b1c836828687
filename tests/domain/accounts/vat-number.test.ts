import { describe, expect, it } from 'vitest';
import { isValidVatNumber } from '../../../src/domain/accounts/vat-number.ts';
import { newCustomerRequestSchema } from '../../../src/domain/accounts/new-customer.ts';

describe("VAT numbers in the chosen country's format (issue 16 item 4)", () => {
  it.each([
    ['NOR', '987 654 321 MVA'],
    ['NOR', 'NO987654321MVA'],
    ['NOR', '987654321'],
    ['SVE', 'SE 556677-8899 01'],
    ['SVE', '556677889901'],
    ['DAN', 'DK 12 34 56 78'],
    ['FIN', 'FI1234-5678'],
  ] as const)('accepts %s %s', (country, value) => {
    expect(isValidVatNumber(country, value)).toBe(true);
  });

  it.each([
    ['NOR', '98765432'],
    ['NOR', 'SE556677889901'],
    ['SVE', '5566778899'],
    ['DAN', '123456789'],
    ['FIN', 'DK12345678'],
    ['NOR', ''],
  ] as const)('refuses %s %s', (country, value) => {
    expect(isValidVatNumber(country, value)).toBe(false);
  });

  it('puts the VAT problem on the field of the request', () => {
    const parsed = newCustomerRequestSchema.safeParse({
      companyName: 'Fjordbakst AS',
      address: { countryId: 'SVE', street: 'Storgatan 1', postalCode: '111 20', postPlace: 'Stockholm' },
      contactPerson: 'Kari Nordmann',
      email: 'kari@fjordbakst.no',
      phone: '+47 912 34 567',
      vatNumber: '987 654 321 MVA',
      industry: 'Bakery',
      need: '200 pallets a month',
      openingHours: '07–15',
      rtisPerYear: 2400,
      acceptAgreement: true,
      language: 'nb-NO',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['vatNumber']);
  });
});
