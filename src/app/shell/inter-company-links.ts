import type { I18n } from '@lingui/core';
import { countryIds, type CountryId } from '../../domain/shared/countries.ts';
import { countryLabels } from '../ui/post-code-input/country-labels.ts';

/**
 * An inter-company link's name (spec §3: url, companyCountry): its country in the user's language. A code
 * the app does not know is shown as it is rather than hidden.
 */
export function interCompanyLinkLabel(companyCountry: string, i18n: I18n): string {
  const code = companyCountry.toUpperCase();
  return (countryIds as readonly string[]).includes(code)
    ? i18n._(countryLabels[code as CountryId])
    : companyCountry;
}
