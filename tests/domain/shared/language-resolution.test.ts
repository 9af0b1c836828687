import { describe, expect, it } from 'vitest';
import { resolveLocale } from '../../../src/domain/shared/language-resolution.ts';

describe('language resolution (spec §1)', () => {
  it('lets the stored choice win', () => {
    expect(resolveLocale('fi-FI', 'portal.se')).toBe('fi-FI');
  });

  it.each([
    ['portal.se', 'sv-SE'],
    ['portal.dk', 'da-DK'],
    ['portal.fi', 'fi-FI'],
    ['portal.no', 'nb-NO'],
    ['portal.com', 'nb-NO'],
    ['localhost', 'nb-NO'],
  ])('guesses from the host suffix: %s → %s', (host, locale) => {
    expect(resolveLocale(null, host)).toBe(locale);
  });

  it('ignores a stored value that is not one of the five locales', () => {
    expect(resolveLocale('de-DE', 'portal.dk')).toBe('da-DK');
  });
});
