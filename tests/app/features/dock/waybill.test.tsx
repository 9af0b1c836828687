import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderRow } from '../../../../src/domain/orders/order-list.ts';
import { PrintWaybillButton } from '../../../../src/app/features/orders/dock/waybill/print-waybill-button.tsx';
import { Waybill } from '../../../../src/app/features/orders/dock/waybill/waybill.tsx';
import { renderWithProviders } from '../../../helpers/render-with-providers.tsx';
import { makeOrder, makeOrderLine } from '../orders/make-order.ts';

/** An expedition order with the transport and waybill fields of issue 6 filled in. */
function makeExpedition(overrides: Partial<OrderRow> = {}): OrderRow {
  return makeOrder({
    orderNo: '4711',
    carNo: 'AB 12345',
    carNo2: 'TR 998',
    cartman: 'Fjord Haulage',
    loadText: 'Load from the back',
    transportText: 'Ring at gate 3',
    waybillInfo: 'Keep dry',
    numberOfCopies: 1,
    externalLocationId: null,
    externalLocationName: null,
    transactions: [
      makeOrderLine({ id: 1, productName: 'EUR pallet', quantityOrdered: 30, quantityPicked: 28 }),
      makeOrderLine({ id: 2, productName: 'Half pallet', quantityOrdered: 12, quantityPicked: null }),
    ],
    ...overrides,
  });
}

const sheets = () => screen.getAllByRole('article');

describe('Waybill (issue 6 item 2)', () => {
  it('prints one sheet per copy, each marked with its number', () => {
    renderWithProviders(<Waybill order={makeExpedition({ numberOfCopies: 3 })} truckTypeName="Trailer" />);

    expect(sheets().map((sheet) => sheet.getAttribute('aria-label'))).toEqual([
      'Copy 1 of 3',
      'Copy 2 of 3',
      'Copy 3 of 3',
    ]);
    expect(within(sheets()[1]!).getByText('Copy 2 of 3')).toBeInTheDocument();
  });

  it('prints at least one copy', () => {
    renderWithProviders(<Waybill order={makeExpedition({ numberOfCopies: 0 })} truckTypeName={null} />);

    expect(sheets()).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Copy 1 of 1' })).toBeInTheDocument();
  });

  it('shows the picked quantity of a line, the ordered one while none is picked, and the total', () => {
    renderWithProviders(<Waybill order={makeExpedition()} truckTypeName={null} />);

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['EUR pallet', 'Heat treated', 'Grade A', '28']);
    expect(within(rows[2]!).getByRole('cell', { name: '12' })).toBeInTheDocument();
    const total = rows[3]!;
    expect(within(total).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(total).getByRole('cell', { name: '40' })).toBeInTheDocument();
  });

  it('shows the order, the sender and receiver, the car and the texts', () => {
    renderWithProviders(<Waybill order={makeExpedition()} truckTypeName="Trailer 13.6 m" />);

    const sheet = sheets()[0]!;
    expect(within(sheet).getByRole('heading', { name: 'Waybill' })).toBeInTheDocument();
    expect(within(sheet).getByText('4711')).toBeInTheDocument();
    const fact = (label: string) => within(sheet).getByText(label).nextElementSibling?.textContent;
    expect(fact('Sender')).toBe('Depot Oslo');
    expect(fact('Receiver')).toBe('Store Bergen');
    expect(fact('Send date')).toBe('2026-03-02');
    expect(fact('Car no.')).toBe('AB 12345');
    expect(fact('Car no. 2')).toBe('TR 998');
    expect(fact('Car type')).toBe('Trailer 13.6 m');
    expect(fact('Haulier')).toBe('Fjord Haulage');
    expect(fact('Load text')).toBe('Load from the back');
    expect(fact('Transport text')).toBe('Ring at gate 3');
    expect(fact('Info')).toBe('Keep dry');
  });

  it('names the external location as receiver of an external goods delivery', () => {
    const order = makeExpedition({
      transactionTypeId: 'GL',
      externalLocationId: 55,
      externalLocationName: 'Harbour Stavanger',
    });
    renderWithProviders(<Waybill order={order} truckTypeName={null} />);

    expect(screen.getByText('Receiver').nextElementSibling).toHaveTextContent('Harbour Stavanger');
    expect(screen.queryByText('Store Bergen')).not.toBeInTheDocument();
  });

  it('has boxes for the signatures, each with a date, on every copy', () => {
    renderWithProviders(<Waybill order={makeExpedition({ numberOfCopies: 2 })} truckTypeName={null} />);

    for (const sheet of sheets()) {
      for (const name of [
        "Driver's signature",
        'Name in block letters',
        "Sender's signature",
        "Receiver's signature",
      ]) {
        const box = within(sheet).getByRole('group', { name });
        expect(within(box).getByText('Date')).toBeInTheDocument();
      }
    }
  });
});

describe('PrintWaybillButton (issue 6 item 2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the waybill as the print area and prints it with the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(
      <PrintWaybillButton order={makeExpedition({ numberOfCopies: 2 })} truckTypeName="Trailer" />,
    );
    expect(document.querySelector('[data-print-area]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Print waybill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waybill 4711' });
    const area = dialog.querySelector('[data-print-area]');
    expect(area).not.toBeNull();
    expect(within(area as HTMLElement).getAllByRole('article')).toHaveLength(2);
    expect(within(area as HTMLElement).queryByRole('button')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('opens from the keyboard and closes with Escape, leaving no print area', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PrintWaybillButton order={makeExpedition()} truckTypeName={null} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Print waybill' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Waybill 4711' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.querySelector('[data-print-area]')).toBeNull();
  });

  it('cannot be opened while disabled', () => {
    renderWithProviders(<PrintWaybillButton order={makeExpedition()} truckTypeName={null} disabled />);

    expect(screen.getByRole('button', { name: 'Print waybill' })).toBeDisabled();
  });
});
