import { describe, expect, it } from 'vitest';
import { parseTicketSearch } from '../../../src/app/features/support/ticket-search.ts';

describe("the ticket list's address keeps its filters (issue 19 item 1)", () => {
  it('keeps every known filter as the query string carries it', () => {
    expect(
      parseTicketSearch({
        status: 'Open',
        priority: 'High',
        category: 'invoice',
        locationId: 12,
        term: 'paller',
        page: '2',
      }),
    ).toEqual({
      status: 'Open',
      priority: 'High',
      category: 'invoice',
      locationId: '12',
      term: 'paller',
      page: '2',
    });
  });

  it('drops a value that is no filter instead of failing the screen', () => {
    expect(
      parseTicketSearch({ status: 'Solved', locationId: '0x1', page: '0', term: '', other: 'x' }),
    ).toEqual({});
  });
});
