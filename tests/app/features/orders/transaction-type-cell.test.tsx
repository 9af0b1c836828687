import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOrderColumns } from '../../../../src/app/features/orders/use-order-columns.ts';
import { OrderGrid } from '../../../../src/app/ui/order-grid/order-grid.tsx';
import type { OrderRow } from '../../../../src/domain/orders/order-list.ts';
import { renderWithProviders } from '../../../helpers/render-with-providers.tsx';
import { makeOrder } from './make-order.ts';

/** The Norwegian catalogue's names of the five types (locales/nb-NO.po). */
const norwegian = {
  Order: 'Bestilling',
  Pickup: 'Henting',
  'Return order': 'Returbestilling',
  'Goods delivery': 'Varelevering',
  'Transfer delivery': 'Overføringslevering',
};

function OrderList({ rows }: { rows: OrderRow[] }) {
  const columns = useOrderColumns();
  return (
    <OrderGrid
      label="Orders"
      rows={rows}
      columns={columns}
      sort={null}
      onSortChange={() => undefined}
      onOpen={() => undefined}
      getRowLabel={(row) => row.orderNo}
    />
  );
}

const types = ['TO', 'HE', 'RO', 'GL', 'OO'] as const;
const rows = types.map((transactionTypeId, index) => makeOrder({ id: index + 1, transactionTypeId }));

/** The Type cell of each row, in row order. */
function typeCells() {
  const grid = screen.getByRole('table', { name: 'Orders' });
  const column = within(grid)
    .getAllByRole('columnheader')
    .findIndex((header) => header.textContent?.includes('Type'));
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]!);
}

describe('the order grid names order types, not their codes (issue 15 item 5; spec §3, §9)', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

  it('shows each type by its name with the code as the tooltip', () => {
    renderWithProviders(<OrderList rows={rows} />);
    const cells = typeCells();
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Order',
      'Pickup',
      'Return order',
      'Goods delivery',
      'Transfer delivery',
    ]);
    expect(cells.map((cell) => cell.querySelector('[title]')?.getAttribute('title'))).toEqual([...types]);
  });

  it('shows the names in the user’s language', () => {
    const messages = Object.fromEntries(
      Object.entries(norwegian).map(([english, name]) => [generateMessageId(english), name]),
    );
    i18n.loadAndActivate({ locale: 'nb-NO', messages });
    renderWithProviders(<OrderList rows={rows} />);
    expect(typeCells().map((cell) => cell.textContent)).toEqual(Object.values(norwegian));
  });

  it('shows a code it has no name for as it came', () => {
    renderWithProviders(<OrderList rows={[makeOrder({ transactionTypeId: 'XX' })]} />);
    expect(typeCells().map((cell) => cell.textContent)).toEqual(['XX']);
  });
});
