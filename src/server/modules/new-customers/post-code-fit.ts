import type { NewCustomerAddress } from '../../../domain/accounts/new-customer.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import { compactPostalCode, zipMaskVariants } from '../../../domain/shared/post-code.ts';
import { badRequest } from '../../http/errors.ts';
import { countryRegions } from '../addresses/service.ts';

/**
 * Whether a post code has the shape of one of the mask's variants (spec §5): the same length without
 * spaces, a digit where the mask has `#`, the mask's own character elsewhere. Stricter than the form's
 * length check (matchesZipMask), since a stored request must hold a code the post office knows.
 */
export function fitsZipMask(postalCode: string, mask: string): boolean {
  const code = compactPostalCode(postalCode).toUpperCase();
  return zipMaskVariants(mask).some((variant) => {
    const shape = compactPostalCode(variant).toUpperCase();
    return (
      shape.length === code.length &&
      [...shape].every((char, index) => (char === '#' ? /[0-9]/.test(code[index]!) : char === code[index]))
    );
  });
}

function fitsCountry(market: string, address: NewCustomerAddress): boolean {
  const country = countryRegions(market).find((region) => region.id === address.countryId);
  return country !== undefined && fitsZipMask(address.postalCode, country.zipCodeMask);
}

/** 400 PostCodeNotInCountry naming the field, for the address or the invoice address. */
export function assertPostCodesFit(
  market: string,
  addresses: { address: NewCustomerAddress; invoiceAddress: NewCustomerAddress | null },
) {
  for (const field of ['address', 'invoiceAddress'] as const) {
    const address = addresses[field];
    if (address && !fitsCountry(market, address)) {
      const message = errorMessages.PostCodeNotInCountry;
      throw badRequest(message, { issues: [{ field: `${field}.postalCode`, message }] });
    }
  }
}
