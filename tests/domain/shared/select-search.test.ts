import { describe, expect, it } from 'vitest';
import { isSearchActive, matchesSearch, pageJumpIndex } from '../../../src/domain/shared/select-search.ts';

describe('select search (spec §5, §9)', () => {
  it('starts from the minimum character count, 1 by default', () => {
    expect(isSearchActive('')).toBe(false);
    expect(isSearchActive('a')).toBe(true);
    expect(isSearchActive('ab', 3)).toBe(false);
    expect(isSearchActive('abc', 3)).toBe(true);
  });

  it('matches the text and the value, case-insensitively', () => {
    const option = { value: 'EUR-1', label: 'Euro pallet' };
    expect(matchesSearch(option, 'PALL')).toBe(true);
    expect(matchesSearch(option, 'eur-1')).toBe(true);
    expect(matchesSearch(option, 'half')).toBe(false);
  });

  it('jumps 6 items on page down and page up, stopping at the ends', () => {
    expect(pageJumpIndex(-1, 1, 20)).toBe(5);
    expect(pageJumpIndex(5, 1, 20)).toBe(11);
    expect(pageJumpIndex(17, 1, 20)).toBe(19);
    expect(pageJumpIndex(11, -1, 20)).toBe(5);
    expect(pageJumpIndex(3, -1, 20)).toBe(0);
    expect(pageJumpIndex(-1, -1, 20)).toBe(14);
    expect(pageJumpIndex(0, 1, 0)).toBe(-1);
  });
});
