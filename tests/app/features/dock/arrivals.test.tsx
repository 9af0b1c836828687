import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenKey } from '../../../../src/app/api/client.ts';
import { DirectReceptionForm } from '../../../../src/app/features/orders/dock/arrivals/direct-reception-form.tsx';
import { ExternalLocations } from '../../../../src/app/features/orders/dock/arrivals/external-locations.tsx';
import { GoodsDeliveryForm } from '../../../../src/app/features/orders/dock/arrivals/goods-delivery-form.tsx';
import { localDb } from '../../../../src/app/offline/local-db.ts';
import { setOfflineUser } from '../../../../src/app/offline/offline-user.ts';
import { invalidDeliveryLocationMessage } from '../../../../src/domain/dock/goods-delivery.ts';
import { isoWeek } from '../../../../src/domain/shared/iso-week.ts';
import {
  failure,
  offlineUser,
  renderInApp,
  replayOutboxInEachTest,
} from '../orders/detail/detail-harness.tsx';
import { eurPallet, halfPallet, stubDock } from './arrivals-harness.ts';

const invalidLocation = 'Invalid location: products in this delivery are not allowed at this location';

const quantityOf = (name: string) => screen.findByRole('textbox', { name: `Quantity of ${name}` });

async function setQuantity(user: UserEvent, name: string, quantity: number) {
  const input = await quantityOf(name);
  await user.clear(input);
  await user.type(input, String(quantity));
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// The tablet has no network: a save stays on the device, as the worker sees it in the yard.
describe('dock arrivals offline (issue 6 items 2–4)', () => {
  beforeEach(() => {
    localStorage.setItem(tokenKey, 'the-token');
    setOfflineUser(offlineUser);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    setOfflineUser(null);
    localStorage.removeItem(tokenKey);
    await Promise.all([localDb.outbox.clear(), localDb.reads.clear()]);
  });

  it('refuses a direct reception without a sender and saves nothing (issue 6 item 2)', async () => {
    const user = userEvent.setup();
    stubDock();
    renderInApp(<DirectReceptionForm />);
    await setQuantity(user, 'EUR pallet', 5);
    await user.click(screen.getByRole('button', { name: 'Register arrival' }));

    expect(await screen.findByText('A sender must be chosen')).toBeInTheDocument();
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('asks for at least one quantity before a direct reception is saved', async () => {
    const user = userEvent.setup();
    stubDock();
    renderInApp(<DirectReceptionForm />);
    await choose(user, 'Sender', 'Nordpall Alnabru (1001)');
    await user.click(screen.getByRole('button', { name: 'Register arrival' }));

    expect(await screen.findByText('Enter a quantity for at least one product')).toBeInTheDocument();
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('saves a direct reception as one outbox entry, clears the form and lists it as waiting', async () => {
    const user = userEvent.setup();
    stubDock();
    renderInApp(<DirectReceptionForm />);
    await choose(user, 'Sender', 'Nordpall Alnabru (1001)');
    await user.type(screen.getByRole('textbox', { name: 'Car no.' }), 'AB 12345');
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), ' R-1 ');
    await setQuantity(user, 'EUR pallet', 12);
    await user.click(screen.getByRole('button', { name: 'Register arrival' }));

    expect(await screen.findByText(/^Saved on this device/)).toBeInTheDocument();
    const entries = await localDb.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'directReception',
      locationId: 200,
      baseVersion: null,
      state: 'pending',
      subject: 'Nordpall Alnabru (1001)',
    });
    expect(entries[0]!.payload).toEqual({
      locationIdFrom: 1,
      lines: [{ productId: 'EUR', treatmentId: 'STD', qualityId: 'A', quantity: 12 }],
      carNo: 'AB 12345',
      reference: 'R-1',
      localId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    expect(await quantityOf('EUR pallet')).toHaveValue('0');
    expect(screen.getByRole('combobox', { name: 'Sender' })).toHaveValue('');
    const waiting = await screen.findByRole('region', {
      name: 'Registered on this device, waiting to be sent',
    });
    const item = within(waiting).getByRole('listitem', { name: 'Nordpall Alnabru (1001)' });
    expect(item).toHaveTextContent('12 pallets');
    expect(item).toHaveTextContent('Waiting to be sent');
  });

  it('flags products the recipient does not carry and saves nothing (spec §5 Invalid location)', async () => {
    const user = userEvent.setup();
    const { callsOf } = stubDock();
    renderInApp(<GoodsDeliveryForm />);
    await choose(user, 'Recipient', 'Store Bergen (2001)');
    await setQuantity(user, 'EUR pallet', 3);
    await setQuantity(user, 'Half pallet', 4);

    expect((await screen.findByText(invalidLocation)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Not allowed at this location')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deliver' }));
    expect(await localDb.outbox.count()).toBe(0);
    expect(callsOf('AvailableProducts').map((call) => call.url.searchParams.get('locationId'))).toContain(
      '201',
    );

    // Without the half pallets the delivery is allowed and goes to the device's outbox.
    await setQuantity(user, 'Half pallet', 0);
    expect(screen.queryByText(invalidLocation)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deliver' }));
    await waitFor(async () => expect(await localDb.outbox.count()).toBe(1));
    const [entry] = await localDb.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'goodsDelivery', locationId: 200 });
    expect(entry!.payload).toMatchObject({
      locationIdTo: 201,
      externalLocationId: null,
      sendDate: dayjs().format('YYYY-MM-DD'),
      lines: [{ productId: 'EUR', treatmentId: 'STD', qualityId: 'A', quantity: 3 }],
      carNo: null,
      reference: null,
    });
  });

  it('picks the send date in the week-numbered date picker, today to begin with (spec §2, §5)', async () => {
    const user = userEvent.setup();
    stubDock();
    renderInApp(<GoodsDeliveryForm />);
    const today = dayjs().format('YYYY-MM-DD');
    const field = await screen.findByRole('button', { name: 'Send date' });
    expect(field).toHaveTextContent(today);
    expect(screen.getByText(`Week ${isoWeek(today)}`)).toBeInTheDocument();

    await user.click(field);
    const todayInCalendar = screen.getByRole('button', { name: dayjs().format('D MMMM YYYY') });
    const week = todayInCalendar.closest('tr');
    expect(week && within(week).getAllByRole('cell')[0]).toHaveTextContent(String(isoWeek(today)));
  });

  it('delivers to an external location chosen with the switch', async () => {
    const user = userEvent.setup();
    stubDock();
    renderInApp(<GoodsDeliveryForm />);
    await user.click(await screen.findByRole('radio', { name: 'An external location' }));
    await choose(user, 'External location', 'Harbour Stavanger (9001)');
    await setQuantity(user, 'Half pallet', 6);
    await user.click(screen.getByRole('button', { name: 'Deliver' }));

    await waitFor(async () => expect(await localDb.outbox.count()).toBe(1));
    const [entry] = await localDb.outbox.toArray();
    expect(entry!.payload).toMatchObject({
      locationIdTo: null,
      externalLocationId: 55,
      lines: [{ productId: 'HALF', treatmentId: 'STD', qualityId: 'A', quantity: 6 }],
    });
  });

  it('says at once that a location number is taken, and saves nothing (spec §5)', async () => {
    const user = userEvent.setup();
    stubDock();
    renderInApp(<ExternalLocations />);
    const table = await screen.findByRole('table', { name: 'External locations' });
    expect(await within(table).findByRole('cell', { name: 'Harbour Stavanger' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Quay Bergen');
    const number = screen.getByRole('textbox', { name: 'Location number' });

    await user.type(number, '9001');
    expect(screen.getByText('Location number already exists')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add external location' }));
    expect(await localDb.outbox.count()).toBe(0);

    // An own location's number is taken too.
    await user.clear(number);
    await user.type(number, '2001');
    expect(screen.getByText('Location number already exists')).toBeInTheDocument();
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('adds an external location on the device and shows it as waiting to be sent', async () => {
    const user = userEvent.setup();
    stubDock();
    renderInApp(<ExternalLocations />);
    await screen.findByRole('cell', { name: 'Harbour Stavanger' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Quay Bergen');
    await user.type(screen.getByRole('textbox', { name: 'Location number' }), '9100');
    await user.type(screen.getByRole('textbox', { name: 'Contact name' }), 'Kari');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Norway'));
    await user.click(screen.getByRole('button', { name: 'Add external location' }));

    const row = (await screen.findByRole('cell', { name: 'Quay Bergen' })).closest('tr')!;
    expect(row).toHaveTextContent('9100');
    expect(row).toHaveTextContent('Store Oslo');
    expect(within(row).getByText('Waiting to be sent')).toBeInTheDocument();
    const [entry] = await localDb.outbox.toArray();
    expect(entry!.payload).toEqual({
      name: 'Quay Bergen',
      number: '9100',
      contactName: 'Kari',
      countryId: 'NOR',
      locationId: 200,
      localId: expect.any(String),
    });
  });
});

describe('dock arrivals online (issue 6 item 4)', () => {
  replayOutboxInEachTest();
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server’s refusal of a delivery it could not check itself, and keeps it as failed', async () => {
    const user = userEvent.setup();
    const { callsOf } = stubDock({
      // Another customer's location: the session may not read its products, so only the server checks.
      AvailableProducts: ({ url }) =>
        url.searchParams.get('locationId') === '200'
          ? [eurPallet, halfPallet]
          : failure(403, 'You may not see the products of this location', 'Forbidden'),
      goodsDelivery: () => failure(422, invalidDeliveryLocationMessage, 'InvalidLocation'),
    });
    renderInApp(<GoodsDeliveryForm />);
    await choose(user, 'Recipient', 'Nordpall Alnabru (1001)');
    await setQuantity(user, 'Half pallet', 2);
    await user.click(screen.getByRole('button', { name: 'Deliver' }));

    // Said in the notice, and beside the delivery the device keeps for the worker to see.
    await waitFor(() => expect(screen.getAllByText(invalidLocation)).toHaveLength(2));
    const kept = screen.getByRole('region', { name: 'Deliveries on this device, waiting to be sent' });
    expect(within(kept).getByRole('listitem', { name: 'Nordpall Alnabru (1001)' })).toHaveTextContent(
      'Refused by the server',
    );
    expect(callsOf('goodsDelivery')).toHaveLength(1);
    const [entry] = await localDb.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'goodsDelivery', state: 'failed' });
  });
});
