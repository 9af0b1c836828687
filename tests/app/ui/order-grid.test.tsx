import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import type { GridSort } from '../../../src/app/ui/order-grid/grid-sort.ts';
import type { RowId } from '../../../src/app/ui/order-grid/grid-row.ts';
import { OrderGrid, type OrderGridProps } from '../../../src/app/ui/order-grid/order-grid.tsx';
import { makeOrder, makeOrderLine, makeOrders } from '../features/orders/make-order.ts';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

const column = createColumnHelper<OrderRow>();
const columns = [
  column.accessor('orderNo', { header: 'Order no.' }),
  column.accessor('quantity', { header: 'Quantity' }),
  column.accessor('locationNameTo', { header: 'To', enableSorting: false }),
];

type Props = Partial<OrderGridProps<OrderRow>> & { withSelection?: boolean };

function renderGrid({ withSelection, ...props }: Props = {}) {
  const onSortChange = vi.fn();
  const onSelectionChange = vi.fn();
  const onOpen = vi.fn();
  function Harness() {
    const [sort, setSort] = useState<GridSort | null>(props.sort ?? null);
    const [selectedIds, setSelectedIds] = useState<RowId[]>([]);
    return (
      <OrderGrid
        label="Orders"
        rows={makeOrders(3)}
        columns={columns}
        onOpen={onOpen}
        getRowLabel={(row) => row.orderNo}
        {...props}
        sort={sort}
        onSortChange={(next) => {
          onSortChange(next);
          setSort(next);
        }}
        selectedIds={withSelection ? selectedIds : undefined}
        onSelectionChange={(ids) => {
          onSelectionChange(ids);
          setSelectedIds(ids);
        }}
      />
    );
  }
  const view = renderWithProviders(<Harness />);
  const gridRows = () => view.container.querySelectorAll('[data-grid-row]');
  return { onSortChange, onSelectionChange, onOpen, gridRows };
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('OrderGrid (spec §2)', () => {
  afterEach(() => vi.useRealTimers());

  it('asks the server for ascending on a header click, then toggles the direction, with aria-sort', async () => {
    const user = userEvent.setup();
    const { onSortChange } = renderGrid();
    expect(header('Order no.')).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: 'Order no.' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'orderNo', descending: false });
    expect(header('Order no.')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Order no.' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'orderNo', descending: true });
    expect(header('Order no.')).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Quantity' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'quantity', descending: false });
    expect(header('Order no.')).toHaveAttribute('aria-sort', 'none');
  });

  it('shows the direction icon of the sorted column and leaves unsortable headers alone', () => {
    renderGrid({ sort: { field: 'quantity', descending: true } });
    expect(header('Quantity')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Quantity').querySelector('[data-sort-icon]')).toHaveAttribute('data-sort-icon', 'desc');
    expect(header('Order no.').querySelector('[data-sort-icon]')).toHaveAttribute('data-sort-icon', 'none');
    expect(header('To')).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'To' })).not.toBeInTheDocument();
  });

  it('selects rows by checkbox, by Space and all rows at once, without opening them', async () => {
    const user = userEvent.setup();
    const { onSelectionChange, onOpen, gridRows } = renderGrid({ withSelection: true });
    await user.click(screen.getByRole('checkbox', { name: 'Select 1002' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([2]);
    expect(onOpen).not.toHaveBeenCalled();
    (gridRows()[0] as HTMLElement).focus();
    await user.keyboard(' ');
    expect(onSelectionChange).toHaveBeenLastCalledWith(expect.arrayContaining([1, 2]));
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(expect.arrayContaining([1, 2, 3]));
    expect(screen.getByRole('checkbox', { name: 'Select 1003' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('has no selection or expand column unless asked for', () => {
    renderGrid();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show lines/ })).not.toBeInTheDocument();
  });

  it('expands a row to show its nested lines (transactions) and collapses it again', async () => {
    const user = userEvent.setup();
    const order = makeOrder({
      id: 7,
      transactions: [
        makeOrderLine({ id: 1, productName: 'EUR pallet', quantityOrdered: 30, quantityPicked: 28 }),
        makeOrderLine({ id: 2, productName: 'Half pallet', qualityName: 'Grade B', quantityDelivered: 12 }),
      ],
    });
    const { onOpen } = renderGrid({ rows: [order], isExpandable: true });
    await user.click(screen.getByRole('button', { name: 'Show lines of 1007' }));
    expect(onOpen).not.toHaveBeenCalled();
    const lines = screen.getAllByRole('table')[1]!;
    expect(within(lines).getByRole('columnheader', { name: 'Delivered' })).toBeInTheDocument();
    const half = within(lines).getByRole('row', { name: /Half pallet/ });
    expect(within(half).getByText('Grade B')).toBeInTheDocument();
    expect(within(half).getByText('12')).toBeInTheDocument();
    expect(within(lines).getByRole('row', { name: /EUR pallet/ })).toHaveTextContent('3028');
    await user.click(screen.getByRole('button', { name: 'Hide lines of 1007' }));
    expect(screen.queryByText('Half pallet')).not.toBeInTheDocument();
  });

  it("reads 'Showing {count} of {total} orders' with the rows held and the list's total", () => {
    renderGrid({ rows: makeOrders(3), total: 4000 });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 4000 orders');
  });

  it("reads 'Please wait' while loading, the earlier rows in a table that says it is busy", () => {
    renderGrid({ isLoading: true, rows: makeOrders(2) });
    expect(screen.getByRole('status')).toHaveTextContent('Please wait');
    expect(screen.getByRole('table', { name: 'Orders' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says the table is not busy once its rows are current', () => {
    renderGrid({ rows: makeOrders(2) });
    expect(screen.getByRole('table', { name: 'Orders' })).toHaveAttribute('aria-busy', 'false');
  });

  it('renders 50 rows, 15 a frame, then 50 more once scrolled within 1000 px of the end, 100 ms after the scroll (spec §9)', () => {
    vi.useFakeTimers();
    // A frame and the task after it: the grid draws at most a screenful of rows in each.
    const nextFrame = () => act(() => vi.advanceTimersByTime(17));
    const { gridRows } = renderGrid({ rows: makeOrders(120) });
    expect(gridRows()).toHaveLength(15);
    nextFrame();
    expect(gridRows()).toHaveLength(30);
    nextFrame();
    nextFrame();
    expect(gridRows()).toHaveLength(50);
    nextFrame();
    expect(gridRows()).toHaveLength(50);
    const scroller = screen.getByTestId('order-grid-scroll');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 5000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 500 });

    scroller.scrollTop = 3400; // 1100 px from the end
    fireEvent.scroll(scroller);
    act(() => vi.advanceTimersByTime(200));
    expect(gridRows()).toHaveLength(50);

    scroller.scrollTop = 3600; // 900 px from the end
    fireEvent.scroll(scroller);
    act(() => vi.advanceTimersByTime(99));
    expect(gridRows()).toHaveLength(50);
    act(() => vi.advanceTimersByTime(1));
    nextFrame();
    expect(gridRows()).toHaveLength(65);
    for (let frame = 0; frame < 4; frame++) nextFrame();
    expect(gridRows()).toHaveLength(100);

    fireEvent.scroll(scroller);
    act(() => vi.advanceTimersByTime(100));
    for (let frame = 0; frame < 4; frame++) nextFrame();
    expect(gridRows()).toHaveLength(120);
  });

  it('opens a row on click and on Enter, and moves between rows with the arrow keys', async () => {
    const user = userEvent.setup();
    const { onOpen, gridRows } = renderGrid();
    await user.click(screen.getByText('1002'));
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    (gridRows()[0] as HTMLElement).focus();
    await user.keyboard('{ArrowDown}');
    expect(gridRows()[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('reaches rows with Tab and makes them at least 44 px tall', async () => {
    const user = userEvent.setup();
    const { gridRows } = renderGrid();
    await user.tab(); // the first sortable header
    await user.tab();
    await user.tab();
    expect(gridRows()[0]).toHaveFocus();
    expect((gridRows()[0] as HTMLElement).style.height).toBe('44px');
  });
});
