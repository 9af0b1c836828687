import type { NewCustomerAddress } from '../../../domain/accounts/new-customer.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import type { NewCustomerDetails } from './request-details.ts';
import { requestMailTexts, type RequestMailTexts } from './request-mail-texts.ts';

function addressLine(address: NewCustomerAddress, texts: RequestMailTexts): string {
  return `${address.street}, ${address.postalCode} ${address.postPlace}, ${texts.countries[address.countryId]}`;
}

/**
 * Every field of a request as label and value rows in the reader's language, for the applicant's
 * confirmation and the customer service's notice. Optional fields left empty are left out.
 */
export function requestFacts(details: NewCustomerDetails, locale: Locale): (readonly [string, string])[] {
  const texts = requestMailTexts[locale];
  const { fields } = texts;
  const rows: (readonly [string, string])[] = [
    [fields.companyName, details.companyName],
    [fields.address, addressLine(details.address, texts)],
    [fields.contactPerson, details.contactPerson],
    [fields.email, details.email],
    [fields.phone, details.phone],
    [fields.vatNumber, details.vatNumber],
    [fields.industry, details.industry],
    [fields.need, details.need],
    [fields.openingHours, details.openingHours],
    [fields.rtisPerYear, new Intl.NumberFormat(locale).format(details.rtisPerYear)],
    [
      fields.invoiceAddress,
      details.invoiceAddress ? addressLine(details.invoiceAddress, texts) : texts.sameAsAddress,
    ],
    [fields.invoiceEmail, details.invoiceEmail],
    [fields.invoiceReference, details.invoiceReference],
    [fields.language, texts.languages[details.language]],
  ];
  return rows.filter(([, value]) => value !== '');
}
