/**
 * Excel number formats applied to a cell's value, as importRead's 'formatted' values (spec §2 Import
 * dialog: original or formatted values). Covers what lists of numbers are stored with: General, '@',
 * zero-padding ('0000'), decimals and grouping ('0.00', '#,##0.00'), percent, literal text around the
 * number, and date and time patterns. Anything else falls back to the original value.
 */

/** Built-in format 14 is the reader's locale short date; an import reads it as ISO. */
const localeShortDates = new Set(['mm-dd-yy', 'm/d/yy']);

interface Section {
  text: string;
  hasCondition: boolean;
}

/** The format's sections (positive; negative; zero; text), split on ';' outside quotes. */
function sectionsOf(format: string): Section[] {
  const sections: Section[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < format.length; index += 1) {
    const char = format[index] ?? '';
    if (char === '"') quoted = !quoted;
    if (char === '\\' && !quoted) {
      current += char + (format[index + 1] ?? '');
      index += 1;
      continue;
    }
    if (char === ';' && !quoted) {
      sections.push({ text: current, hasCondition: /\[[<>=]/.test(current) });
      current = '';
      continue;
    }
    current += char;
  }
  sections.push({ text: current, hasCondition: /\[[<>=]/.test(current) });
  return sections;
}

type Token = { kind: 'literal'; text: string } | { kind: 'code'; text: string };

/** Literals (quoted, escaped, padding) and the format's codes; colours and locales in [] are dropped. */
function tokensOf(section: string): Token[] {
  const tokens: Token[] = [];
  const push = (kind: Token['kind'], text: string) => {
    const last = tokens.at(-1);
    if (last?.kind === kind) last.text += text;
    else tokens.push({ kind, text });
  };
  for (let index = 0; index < section.length; index += 1) {
    const char = section[index] ?? '';
    if (char === '"') {
      const end = section.indexOf('"', index + 1);
      const stop = end === -1 ? section.length : end;
      push('literal', section.slice(index + 1, stop));
      index = stop;
    } else if (char === '\\') {
      push('literal', section[index + 1] ?? '');
      index += 1;
    } else if (char === '_') {
      push('literal', ' ');
      index += 1;
    } else if (char === '*') {
      index += 1;
    } else if (char === '[') {
      const end = section.indexOf(']', index);
      const inside = section.slice(index + 1, end === -1 ? section.length : end);
      // Elapsed time ([h]) is a code; colours, conditions and locales are not shown.
      if (/^(h+|m+|s+)$/i.test(inside)) push('code', inside);
      index = end === -1 ? section.length : end;
    } else if (/[-+$/():!^&'~{}<>= ]/.test(char)) {
      push('literal', char);
    } else {
      push('code', char);
    }
  }
  return tokens;
}

const isDateFormat = (tokens: readonly Token[]) =>
  tokens.some((token) => token.kind === 'code' && /[ymdhs]/i.test(token.text.replace(/e\+?/gi, '')));

const two = (value: number) => String(value).padStart(2, '0');
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const msPerDay = 86_400_000;
/** Excel's day 0 of the 1900 system, as its serial numbers count (the 1900 leap-year bug included). */
const excelEpochMs = Date.UTC(1899, 11, 30);

/** A serial day number of a cell whose format the workbook reader did not see as a date. */
function dateOfSerial(serial: number): Date {
  return new Date(excelEpochMs + Math.round(serial * msPerDay));
}

/** A date's ISO day, with the time when it has one; a time alone (Excel's day 0) as the time. */
export function isoDateText(date: Date): string {
  const day = date.toISOString().slice(0, 10);
  const seconds = date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds();
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}${date.getUTCSeconds() ? `:${two(date.getUTCSeconds())}` : ''}`;
  if (day === '1899-12-30' || day === '1899-12-31') return time;
  return seconds === 0 ? day : `${day} ${time}`;
}

/** A date by the format's pattern: y, m, d, h, m (minutes after h or before s), s, AM/PM. */
function formatDate(date: Date, format: string): string {
  const codes = format.match(/"[^"]*"|\\.|\[[^\]]*\]|y+|m+|d+|h+|s+|AM\/PM|A\/P|./gi) ?? [];
  const hasAmPm = codes.some((code) => /^(AM\/PM|A\/P)$/i.test(code));
  const hours = date.getUTCHours();
  let afterHour = false;
  return codes
    .map((code, index) => {
      const lower = code.toLowerCase();
      const next =
        codes
          .slice(index + 1)
          .find((later) => /^[a-z]/i.test(later))
          ?.toLowerCase() ?? '';
      if (code.startsWith('"')) return code.slice(1, -1);
      if (code.startsWith('\\')) return code.slice(1);
      if (code.startsWith('[')) return /^\[h+\]$/i.test(code) ? String(hours) : '';
      if (lower.startsWith('y'))
        return lower.length <= 2 ? two(date.getUTCFullYear() % 100) : String(date.getUTCFullYear());
      if (lower.startsWith('d')) {
        if (lower.length >= 4) return dayNames[date.getUTCDay()] ?? '';
        if (lower.length === 3) return (dayNames[date.getUTCDay()] ?? '').slice(0, 3);
        return lower.length === 2 ? two(date.getUTCDate()) : String(date.getUTCDate());
      }
      if (lower.startsWith('h')) {
        afterHour = true;
        const shown = hasAmPm ? hours % 12 || 12 : hours;
        return lower.length >= 2 ? two(shown) : String(shown);
      }
      if (lower.startsWith('m')) {
        const isMinutes = lower.length <= 2 && (afterHour || next.startsWith('s'));
        afterHour = false;
        if (isMinutes) return lower.length === 2 ? two(date.getUTCMinutes()) : String(date.getUTCMinutes());
        const month = date.getUTCMonth();
        if (lower.length >= 4) return monthNames[month] ?? '';
        if (lower.length === 3) return (monthNames[month] ?? '').slice(0, 3);
        return lower.length === 2 ? two(month + 1) : String(month + 1);
      }
      if (lower.startsWith('s'))
        return lower.length >= 2 ? two(date.getUTCSeconds()) : String(date.getUTCSeconds());
      if (lower === 'am/pm') return hours < 12 ? 'AM' : 'PM';
      if (lower === 'a/p') return hours < 12 ? 'A' : 'P';
      return code;
    })
    .join('');
}

/** A number by a section's digit codes: '0' pads, '#' and '?' show digits, ',' groups, '%' scales. */
function formatNumberSection(value: number, tokens: readonly Token[]): string | null {
  const codes = tokens.filter((token) => token.kind === 'code').map((token) => token.text);
  const core = codes.join('');
  if (core === '' || !/^[0#?,.%]+$/.test(core)) return null;
  // The codes form one number: literal text may only lead or trail.
  const first = tokens.findIndex((token) => token.kind === 'code');
  const last = tokens.findLastIndex((token) => token.kind === 'code');
  if (tokens.slice(first, last + 1).some((token) => token.kind === 'literal')) return null;

  const percents = (core.match(/%/g) ?? []).length;
  const digits = core.replace(/%/g, '');
  const [integerCodes = '', decimalCodes = ''] = digits.split('.');
  const trailingCommas = /,+$/.exec(integerCodes)?.[0].length ?? 0;
  const integerPart = integerCodes.slice(0, integerCodes.length - trailingCommas);
  const isGrouped = integerPart.includes(',');
  const minIntegerDigits = (integerPart.match(/0/g) ?? []).length;
  const decimals = (decimalCodes.match(/[0#?]/g) ?? []).length;
  const minDecimals = /^0*/.exec(decimalCodes.replace(/[^0#?]/g, ''))?.[0].length ?? 0;

  const scaled = (Math.abs(value) * 100 ** percents) / 1000 ** trailingCommas;
  const [whole = '0', fraction = ''] = scaled.toFixed(decimals).split('.');
  const shownFraction = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  let shownWhole = whole === '0' && minIntegerDigits === 0 ? '' : whole.padStart(minIntegerDigits, '0');
  if (isGrouped) shownWhole = shownWhole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const number =
    shownFraction === '' && !digits.includes('.') ? shownWhole : `${shownWhole}.${shownFraction}`;
  const text = tokens.map((token) => (token.kind === 'literal' ? token.text : '')).join('');
  const before = tokens
    .slice(0, first)
    .map((token) => token.text)
    .join('');
  const after = text.slice(before.length);
  return `${before}${number}${'%'.repeat(percents)}${after}`;
}

/**
 * The value as the format shows it, or null when the format is one this reader does not apply (the
 * caller then uses the original value).
 */
export function applyNumberFormat(value: number | Date, format: string): string | null {
  const trimmed = format.trim();
  if (value instanceof Date) {
    if (trimmed === '' || /^general$/i.test(trimmed) || localeShortDates.has(trimmed.toLowerCase()))
      return null;
    const section = sectionsOf(trimmed)[0]?.text ?? '';
    return isDateFormat(tokensOf(section)) ? formatDate(value, section) : null;
  }
  if (trimmed === '' || /^general$/i.test(trimmed) || trimmed === '@') return null;
  const sections = sectionsOf(trimmed);
  if (sections.some((section) => section.hasCondition)) return null;
  const index = value < 0 && sections.length > 1 ? 1 : value === 0 && sections.length > 2 ? 2 : 0;
  const tokens = tokensOf(sections[index]?.text ?? '');
  if (/^general$/i.test(tokens.map((token) => token.text).join(''))) return null;
  if (isDateFormat(tokens)) return formatDate(dateOfSerial(value), sections[index]?.text ?? '');
  const shown = formatNumberSection(value, tokens);
  if (shown === null) return null;
  // The first section shows a negative number with its minus; its own section writes the sign itself.
  return value < 0 && index === 0 && /[1-9]/.test(shown) ? `-${shown}` : shown;
}
