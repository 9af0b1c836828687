import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAbortError } from '../../../../src/app/api/api-error.ts';
import {
  defaultOrderSort,
  fetchOrders,
  type OrderListFilter,
} from '../../../../src/app/features/orders/api.ts';
import { orderKeys } from '../../../../src/app/features/orders/queries.ts';
import { emptyOrderFilter } from '../../../../src/app/ui/order-grid/order-filter-value.ts';
import { makeOrder } from './make-order.ts';

const answer = (data: unknown) =>
  new Response(JSON.stringify({ data }), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('the order list call (spec §7)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const requested = (index = 0) => new URL(String(fetchMock.mock.calls[index]![0]));
  const filter = (overrides: Partial<OrderListFilter> = {}): OrderListFilter => ({
    ...emptyOrderFilter,
    locationId: 200,
    ...overrides,
  });

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => answer({ items: [makeOrder()], total: 1 }));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends the fixed flags, the location and the default sort, and returns items and total', async () => {
    await expect(fetchOrders(filter(), defaultOrderSort)).resolves.toEqual({
      items: [makeOrder()],
      total: 1,
    });
    const url = requested();
    expect(url.pathname).toMatch(/\/orders$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      withfees: 'true',
      withsort: 'false',
      withtempsort: 'false',
      withtempsortlines: 'false',
      withtempsortlinespivoted: 'false',
      withqualitychanges: 'false',
      withemployees: 'false',
      countdetailed: 'true',
      count: '1000',
      locationId: '200',
      'orderBy[0].field': 'dateSend',
      'orderby[0].descending': 'true',
    });
  });

  it('adds term, source=sqlorder and mode=prefix only when a term is given', async () => {
    await fetchOrders(filter({ term: '  1002 ' }), defaultOrderSort);
    await fetchOrders(filter({ term: '   ' }), defaultOrderSort);
    expect(requested(0).searchParams.get('term')).toBe('1002');
    expect(requested(0).searchParams.get('source')).toBe('sqlorder');
    expect(requested(0).searchParams.get('mode')).toBe('prefix');
    for (const key of ['term', 'source', 'mode']) expect(requested(1).searchParams.has(key)).toBe(false);
  });

  it('sends the statuses as a comma list and the send dates as given', async () => {
    await fetchOrders(
      filter({ statuses: [0, 7, 8], sendLower: '2026-03-01', sendUpper: '2026-03-31' }),
      defaultOrderSort,
    );
    const params = requested().searchParams;
    expect(params.get('transactionStatus')).toBe('0,7,8');
    expect(params.get('sendLower')).toBe('2026-03-01');
    expect(params.get('sendUpper')).toBe('2026-03-31');
  });

  it('maps the grid sort to orderBy[0].field and orderby[0].descending', async () => {
    await fetchOrders(filter(), { field: 'orderNo', descending: false });
    expect(requested().searchParams.get('orderBy[0].field')).toBe('orderNo');
    expect(requested().searchParams.get('orderby[0].descending')).toBe('false');
  });

  it('cancels a pending list call when a newer one starts, rejecting it with an AbortError', async () => {
    fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const first = fetchOrders(filter(), defaultOrderSort);
    const second = fetchOrders(filter({ term: '10' }), defaultOrderSort);
    const error = await first.catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
    await expect(second).resolves.toMatchObject({ total: 1 });
  });
});

describe('order query keys (STYLE.md)', () => {
  it('go from general to specific under the market, the acting customer and location', () => {
    const scope = { customerId: 10, locationId: 200 };
    const list = orderKeys.list(scope, { ...emptyOrderFilter }, defaultOrderSort);
    expect(orderKeys.all(scope)).toEqual(['orders', 'no', 10, 200]);
    expect(list.slice(0, 5)).toEqual([...orderKeys.lists(scope)]);
    expect(orderKeys.detail(scope, 5)).toEqual(['orders', 'no', 10, 200, 'detail', 5]);
    expect(orderKeys.all({ customerId: 11, locationId: 200 })).not.toEqual(orderKeys.all(scope));
  });
});
