/** The five locales of spec §1 and §9; nb-NO is the fallback. Kept free of zod: the login page loads it. */
export const locales = ['nb-NO', 'sv-SE', 'da-DK', 'fi-FI', 'en-US'] as const;
export type Locale = (typeof locales)[number];
export const fallbackLocale: Locale = 'nb-NO';
