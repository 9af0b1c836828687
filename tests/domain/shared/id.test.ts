import { describe, expect, it } from 'vitest';
import { idQuerySchema, idSchema, pathIdOf } from '../../../src/domain/shared/id.ts';

describe('ids (issue 14 item 6)', () => {
  it('takes only a JSON positive integer in a body', () => {
    expect(idSchema.parse(42)).toBe(42);
    for (const value of [true, [1], '1', ' 1 ', '0x1', 1.5, 0, -1, null, 2 ** 31]) {
      expect(idSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('takes only digits in a query, a form field or a path', () => {
    expect(idQuerySchema.parse('42')).toBe(42);
    expect(idQuerySchema.parse('2147483647')).toBe(2_147_483_647);
    for (const value of ['0x1', ' 1 ', '+1', '01', '1.0', '1e0', '-1', '0', '', '2147483648', 1]) {
      expect(idQuerySchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('reads a screen path segment as the id or as 0, so /app/orders/0x1 is not order 1', () => {
    expect(pathIdOf('17')).toBe(17);
    expect(pathIdOf('0x11')).toBe(0);
    expect(pathIdOf(' 17')).toBe(0);
    expect(pathIdOf('new')).toBe(0);
  });
});
