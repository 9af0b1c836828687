import { describe, expect, it } from 'vitest';
import {
  checkGln,
  glnCheckDigit,
  glnReasonOf,
  glnReasons,
  glnWithCheckDigit,
  sanitizeGlnInput,
} from '../../../src/domain/shared/gln.ts';

describe('GLN (spec §5, §9)', () => {
  it('computes the GS1 mod-10 check digit', () => {
    expect(glnCheckDigit('401234500000')).toBe(9);
    expect(glnCheckDigit('501234567890')).toBe(0);
    expect(glnWithCheckDigit('735000000123')).toBe('7350000001235');
  });

  it('refuses a body that is not 12 digits when building a GLN', () => {
    expect(() => glnWithCheckDigit('12345')).toThrow(/12 digits/);
  });

  it('accepts exactly 13 digits with a matching check digit', () => {
    expect(checkGln('4012345000009')).toEqual({ ok: true, reason: '' });
  });

  it('names the reason of an invalid GLN', () => {
    expect(checkGln('4012345000008')).toEqual({ ok: false, reason: glnReasons.checkDigit });
    expect(checkGln('401234500000')).toEqual({ ok: false, reason: glnReasons.length });
    expect(checkGln('40123450000099')).toEqual({ ok: false, reason: glnReasons.length });
    expect(checkGln('4012345O00009')).toEqual({ ok: false, reason: glnReasons.digits });
  });

  it('maps a server reason back to its key, and nothing for a foreign text', () => {
    expect(glnReasonOf(glnReasons.checkDigit)).toBe('checkDigit');
    expect(glnReasonOf('Something else')).toBeNull();
  });

  it('keeps only digits, at most 13, from typed or pasted text (numeric input only)', () => {
    expect(sanitizeGlnInput('40 1234-5000009 99')).toBe('4012345000009');
    expect(sanitizeGlnInput('abc')).toBe('');
  });
});
