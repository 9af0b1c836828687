import { countryIds, type CountryId } from '../../shared/countries.ts';
import { locales, type Locale } from '../../shared/locales.ts';

/** A cell's text as a yes/no field reads it; '' is no. Undefined when the text means neither. */
const yesWords = new Set(['yes', 'y', 'true', '1', 'x', 'ja', 'j', 'kyllä', 'kylla', 'k']);
const noWords = new Set(['no', 'n', 'false', '0', 'nei', 'nej', 'ei', '']);

export function parseYesNo(text: string): boolean | undefined {
  const word = text.trim().toLowerCase();
  if (yesWords.has(word)) return true;
  if (noWords.has(word)) return false;
  return undefined;
}

/** The items of a list cell: separated by commas, semicolons or line breaks. */
export function splitListCell(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** 'H:MM', 'HH:MM' or 'HH:MM:SS' (a formatted time cell) as 'HH:MM'; other text unchanged. */
export function normalizeTime(text: string): string {
  const match = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(text.trim());
  return match ? `${match[1]?.padStart(2, '0')}:${match[2]}` : text.trim();
}

const countryWords: Record<string, CountryId> = {
  dk: 'DAN',
  dan: 'DAN',
  denmark: 'DAN',
  danmark: 'DAN',
  tanska: 'DAN',
  fi: 'FIN',
  fin: 'FIN',
  finland: 'FIN',
  suomi: 'FIN',
  no: 'NOR',
  nor: 'NOR',
  norway: 'NOR',
  norge: 'NOR',
  noreg: 'NOR',
  norja: 'NOR',
  se: 'SVE',
  sve: 'SVE',
  swe: 'SVE',
  sweden: 'SVE',
  sverige: 'SVE',
  ruotsi: 'SVE',
};

/** A country by its id, ISO code or name in the market languages; '' is the fallback. */
export function parseCountry(text: string, fallback: CountryId): CountryId | undefined {
  const word = text.trim().toLowerCase();
  if (word === '') return fallback;
  return countryWords[word] ?? countryIds.find((id) => id.toLowerCase() === word);
}

const languageWords: Record<string, Locale> = {
  nb: 'nb-NO',
  no: 'nb-NO',
  nob: 'nb-NO',
  norsk: 'nb-NO',
  norwegian: 'nb-NO',
  sv: 'sv-SE',
  se: 'sv-SE',
  svenska: 'sv-SE',
  swedish: 'sv-SE',
  da: 'da-DK',
  dk: 'da-DK',
  dansk: 'da-DK',
  danish: 'da-DK',
  fi: 'fi-FI',
  suomi: 'fi-FI',
  finnish: 'fi-FI',
  en: 'en-US',
  english: 'en-US',
  engelsk: 'en-US',
};

/** A language by its locale ('nb-NO'), language code ('nb') or name; '' is the fallback. */
export function parseLanguage(text: string, fallback: Locale): Locale | undefined {
  const word = text.trim().toLowerCase().replace('_', '-');
  if (word === '') return fallback;
  return locales.find((locale) => locale.toLowerCase() === word) ?? languageWords[word];
}
