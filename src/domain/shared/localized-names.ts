import type { Locale } from './locales.ts';

/** A name of reference data in each of the five languages (spec §1), as the seed stores it. */
export type LocalizedNames = Readonly<Record<Locale, string>>;
