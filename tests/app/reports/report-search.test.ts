import { describe, expect, it } from 'vitest';
import {
  changedSearch,
  defaultPeriod,
  filterOf,
  parseReportSearch,
  resolveReportSearch,
} from '../../../src/app/features/reports/report-search.ts';

/** What a report route shows for an address: its search parsed, then the defaults filled in. */
const readSearch = (search: Record<string, unknown>) => resolveReportSearch(parseReportSearch(search));

describe('a report filter in the URL (issue 18 item 2)', () => {
  it('keeps the defaults out of the address, so a link and a login returnUrl stay as the user wrote them', () => {
    expect(parseReportSearch({})).toEqual({});
    expect(parseReportSearch({ from: 'soon', unit: 'tons' })).toEqual({ unit: 'tons' });
  });

  it('defaults to the last 12 months, the current one included', () => {
    expect(defaultPeriod(new Date(2026, 10, 26))).toEqual({ from: '2025-12', to: '2026-11' });
    const search = readSearch({});
    expect(search).toMatchObject({ ...defaultPeriod(), unit: 'pallets' });
  });

  it('keeps a linked filter, ids as numbers', () => {
    const search = readSearch({
      from: '2025-01',
      to: '2025-06',
      locationId: 12,
      productId: 'EUR',
      counterpartId: '40',
      unit: 'tons',
      page: 3,
    });
    expect(search).toEqual({
      from: '2025-01',
      to: '2025-06',
      locationId: 12,
      productId: 'EUR',
      counterpartId: 40,
      unit: 'tons',
      page: 3,
    });
    expect(filterOf(search)).toEqual({
      from: '2025-01',
      to: '2025-06',
      locationId: '12',
      productId: 'EUR',
      counterpartId: '40',
      unit: 'tons',
    });
  });

  it('reads what it cannot mean as the default, swaps a reversed period and keeps to 36 months', () => {
    const search = readSearch({ from: 'soon', to: '2026-13', locationId: -1, unit: 'kg', page: 0 });
    expect(search).toMatchObject({ ...defaultPeriod(), unit: 'pallets' });
    expect(search.locationId).toBeUndefined();
    expect(search.page).toBeUndefined();
    expect(readSearch({ from: '2026-05', to: '2026-01' })).toMatchObject({
      from: '2026-01',
      to: '2026-05',
    });
    expect(readSearch({ from: '2020-01', to: '2026-12' })).toMatchObject({
      from: '2024-01',
      to: '2026-12',
    });
  });

  it('starts the movements on their first page when a filter changes', () => {
    const search = readSearch({ page: 4 });
    expect(changedSearch(search, { unit: 'tons' }).page).toBeUndefined();
    expect(changedSearch(search, { page: 5 }).page).toBe(5);
  });
});
