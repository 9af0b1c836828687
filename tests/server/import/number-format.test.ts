import { describe, expect, it } from 'vitest';
import { applyNumberFormat, isoDateText } from '../../../src/server/modules/import/number-format.ts';

describe("importRead's formatted values (Excel number formats)", () => {
  it.each([
    [150, '0000', '0150'],
    [1234.5, '0.00', '1234.50'],
    [1234567.891, '#,##0.00', '1,234,567.89'],
    [-1234.5, '#,##0.00', '-1,234.50'],
    [-5, '0;(0)', '(5)'],
    [0.256, '0%', '26%'],
    [0.256, '0.0%', '25.6%'],
    [42, '"kr" 0', 'kr 42'],
    [42, '0" stk"', '42 stk'],
    [0.5, '#.00', '.50'],
    [3, '#,##0', '3'],
  ])('shows %j with %j as %j', (value, format, shown) => {
    expect(applyNumberFormat(value, format)).toBe(shown);
  });

  it('leaves General, text and unknown formats to the original value', () => {
    expect(applyNumberFormat(12.5, 'General')).toBeNull();
    expect(applyNumberFormat(12.5, '@')).toBeNull();
    expect(applyNumberFormat(12.5, '0.00E+00')).toBeNull();
    expect(applyNumberFormat(12.5, '[>100]0;0.0')).toBeNull();
  });

  it("shows dates by the format's pattern, the locale's short date as ISO", () => {
    const date = new Date(Date.UTC(2026, 10, 5, 14, 7));
    expect(applyNumberFormat(date, 'dd.mm.yyyy')).toBe('05.11.2026');
    expect(applyNumberFormat(date, 'yyyy-mm-dd hh:mm')).toBe('2026-11-05 14:07');
    expect(applyNumberFormat(date, 'd. mmm yy')).toBe('5. Nov 26');
    expect(applyNumberFormat(date, 'mm-dd-yy')).toBeNull();
    // A serial number whose date format the workbook reader did not recognise.
    expect(applyNumberFormat(46_000, 'dd/mm/yyyy')).toBe('09/12/2025');
  });

  it('writes original dates as ISO days, with the time only when there is one', () => {
    expect(isoDateText(new Date(Date.UTC(2026, 0, 2)))).toBe('2026-01-02');
    expect(isoDateText(new Date(Date.UTC(2026, 0, 2, 7, 30)))).toBe('2026-01-02 07:30');
    expect(isoDateText(new Date(Date.UTC(1899, 11, 30, 7, 30)))).toBe('07:30');
  });
});
