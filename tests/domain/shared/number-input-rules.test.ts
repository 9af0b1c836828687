import { describe, expect, it } from 'vitest';
import {
  canStep,
  isAcceptedNumberKey,
  isAtWarning,
  normalizeNumber,
  numberRules,
  parseNumberText,
  sanitizeNumberText,
  stepNumber,
} from '../../../src/domain/shared/number-input-rules.ts';

describe('number input rules (spec §5, §9)', () => {
  it('defaults to min 0, no max and step 1', () => {
    expect(numberRules()).toEqual({ min: 0, max: Infinity, step: 1, maxExtra: 0 });
    expect(normalizeNumber(-4, numberRules())).toBe(0);
    expect(normalizeNumber(123456, numberRules())).toBe(123456);
  });

  it('ignores overrides that are undefined and refuses a step that is not positive', () => {
    expect(numberRules({ max: undefined, step: 5 })).toEqual({ min: 0, max: Infinity, step: 5, maxExtra: 0 });
    expect(() => numberRules({ step: 0 })).toThrow(/positive/);
  });

  it('counts empty as 0', () => {
    expect(parseNumberText('')).toBe(0);
    expect(parseNumberText('-')).toBe(0);
    expect(parseNumberText('42')).toBe(42);
  });

  it('caps at max minus the extra and rounds down to the step grid', () => {
    const rules = numberRules({ max: 100, maxExtra: 7, step: 5 });
    expect(normalizeNumber(500, rules)).toBe(90);
    expect(normalizeNumber(14, rules)).toBe(10);
    expect(normalizeNumber(0.3, numberRules({ step: 0.1 }))).toBe(0.3);
  });

  it('keeps the value at or above min', () => {
    expect(normalizeNumber(2, numberRules({ min: 5 }))).toBe(5);
    expect(normalizeNumber(-3, numberRules({ min: -10 }))).toBe(-3);
  });

  it('accepts digits, arrows, tab, backspace and delete, and minus only when min is below 0', () => {
    for (const key of ['0', '7', 'ArrowUp', 'ArrowLeft', 'Tab', 'Backspace', 'Delete']) {
      expect(isAcceptedNumberKey(key, 0), key).toBe(true);
    }
    for (const key of ['a', 'e', '.', ',', '+', ' ', '-'])
      expect(isAcceptedNumberKey(key, 0), key).toBe(false);
    expect(isAcceptedNumberKey('-', -1)).toBe(true);
    expect(isAcceptedNumberKey('v', 0, true)).toBe(true);
  });

  it('strips everything but digits (and a leading minus when allowed) from pasted text', () => {
    expect(sanitizeNumberText('1 2a3', 0)).toBe('123');
    expect(sanitizeNumberText('-12', 0)).toBe('12');
    expect(sanitizeNumberText('-12', -100)).toBe('-12');
  });

  it('steps by step within the bounds', () => {
    const rules = numberRules({ max: 10, step: 4 });
    expect(stepNumber(0, 1, rules)).toBe(4);
    expect(stepNumber(8, 1, rules)).toBe(8);
    expect(stepNumber(0, -1, rules)).toBe(0);
    expect(canStep(8, 1, rules)).toBe(false);
    expect(canStep(8, -1, rules)).toBe(true);
  });

  it('warns at or above the threshold', () => {
    expect(isAtWarning(99, 100)).toBe(false);
    expect(isAtWarning(100, 100)).toBe(true);
    expect(isAtWarning(1000, undefined)).toBe(false);
  });
});
