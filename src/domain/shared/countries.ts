/** Country codes of spec §3 and §9. */
export const countryIds = ['DAN', 'FIN', 'NOR', 'SVE'] as const;
export type CountryId = (typeof countryIds)[number];
