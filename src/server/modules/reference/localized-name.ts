import { sql } from 'kysely';
import type { Locale } from '../../../domain/shared/locales.ts';

/**
 * A reference row's name in the language, from its `names` column (`p.names`, `q.names` …), by
 * localized_name() of migration 0014: the language's name, else nb-NO's, else en-US's (spec §1).
 */
export function localizedName(namesColumn: string, language: Locale) {
  return sql<string>`localized_name(${sql.ref(namesColumn)}, ${language})`;
}

/** The names of a product choice's product (`p`), treatment (`tr`) and quality (`q`), as answers call them. */
export function choiceNames(language: Locale) {
  return [
    localizedName('p.names', language).as('productName'),
    localizedName('tr.names', language).as('treatmentName'),
    localizedName('q.names', language).as('qualityName'),
  ];
}
