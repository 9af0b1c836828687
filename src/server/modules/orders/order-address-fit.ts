import { orderAddressKinds, type OrderAddress } from '../../../domain/orders/order-address.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import { fitsZipMask } from '../../../domain/shared/post-code.ts';
import { badRequest } from '../../http/errors.ts';
import { countryRegions } from '../addresses/service.ts';

/**
 * Spec §5: each address's post code has the shape of one of its country's zip mask variants; a
 * code that does not is 400 naming the field (`deliveryAddress.postalCode` …).
 */
export function assertOrderAddressesFit(
  market: string,
  addresses: Partial<Record<(typeof orderAddressKinds)[number], OrderAddress | null>>,
) {
  for (const field of orderAddressKinds) {
    const address = addresses[field];
    if (!address) continue;
    const country = countryRegions(market).find((region) => region.id === address.countryId);
    if (country === undefined || !fitsZipMask(address.postalCode, country.zipCodeMask)) {
      const message = errorMessages.PostCodeNotInCountry;
      throw badRequest(message, { issues: [{ field: `${field}.postalCode`, message }] });
    }
  }
}
