import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderEditor } from '../../../../src/app/features/orders/editor/order-editor.tsx';
import type { AvailableProduct } from '../../../../src/domain/products/available-products.ts';
import type { StartBundle } from '../../../../src/domain/session/session-status.ts';
import { makeStart, renderInApp, stubNetwork } from './detail/detail-harness.tsx';

const lorry = {
  id: 2,
  name: 'Lorry',
  isDefault: true,
  tpuCount: 18,
  qtyHeight: 2,
  tpuCount2: 0,
  qtyHeight2: 0,
};

function choice(
  id: number,
  productName: string,
  availability: AvailableProduct['availability'],
): AvailableProduct {
  return {
    id,
    key: `P${id}|STD|A`,
    productId: `P${id}`,
    treatmentId: 'STD',
    qualityId: 'A',
    productName,
    name: productName,
    image: null,
    treatmentName: 'Standard',
    qualityName: 'A',
    treatmentIsDefault: true,
    qualityIsDefault: true,
    isPooling: true,
    tpuPerStack: 15,
    availability,
  };
}

const choices = [
  choice(1, 'EUR pallet', 'available'),
  choice(2, 'Half pallet', 'not_available'),
  choice(3, 'Quarter pallet', 'out_of_stock'),
];

function startAs(isProvider: boolean): StartBundle {
  const start = makeStart({ isProvider });
  return { ...start, truckTypes: [lorry] };
}

function renderEditor(isProvider = false) {
  const network = stubNetwork({
    Locations: () => [{ id: 1, name: 'Nordpall Alnabru', number: '1001', countryId: 'NOR' }],
    location: () => ({ id: 200, name: 'Store', countryId: 'NOR' }),
    AvailableProducts: () => choices,
  });
  renderInApp(
    <OrderEditor type="TO" listPath="/app/orders" draftPath={(id) => `/app/orders/${id}`} />,
    startAs(isProvider),
  );
  return network;
}

describe('the order editor (issue 4 item 3, spec §5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses to save without a recipient and sends nothing', async () => {
    const network = renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('A recipient must be chosen')).toBeInTheDocument();
    expect(screen.getByText('Add at least one product')).toBeInTheDocument();
    expect(network.callsOf('order')).toHaveLength(0);
  });

  it('shows why a product cannot be ordered and does not offer it', async () => {
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Add product' }));
    expect(await screen.findByRole('option', { name: 'Half pallet — Not available!' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    expect(screen.getByRole('option', { name: 'Quarter pallet — Temporarily out of stock' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    expect(screen.getByRole('option', { name: 'EUR pallet' })).not.toHaveAttribute('data-combobox-disabled');
  });

  it('lets provider staff order an unavailable product, with the SR note (spec §6)', async () => {
    renderEditor(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Add product' }));
    const option = await screen.findByRole('option', {
      name: 'Half pallet — Not available, but as an SR user you can still order',
    });
    expect(option).not.toHaveAttribute('data-combobox-disabled');
  });

  it('fills the truck with one decimal and turns red over 1 (spec §3, §9)', async () => {
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Add product' }));
    await user.click(await screen.findByRole('option', { name: 'EUR pallet' }));
    const quantity = screen.getByRole('textbox', { name: 'Quantity of EUR pallet' });
    await user.clear(quantity);
    await user.type(quantity, '150');
    // 150 carriers = 10 stacks of 15 on a lorry of 36 places.
    await waitFor(() => expect(screen.getByTestId('truck-load')).toHaveTextContent('27.8 %'));
    expect(screen.queryByText('The load does not fit on this truck.')).not.toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '600');
    await waitFor(() => expect(screen.getByTestId('truck-load')).toHaveTextContent('111.1 %'));
    expect(screen.getByText('The load does not fit on this truck.')).toBeInTheDocument();
  });
});
