import type { NewCustomerAddress } from '../../../domain/accounts/new-customer.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import { fitsZipMask } from '../../../domain/shared/post-code.ts';
import { badRequest } from '../../http/errors.ts';
import { countryRegions } from '../addresses/service.ts';

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
