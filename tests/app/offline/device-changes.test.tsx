import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncIndicator } from '../../../src/app/offline/device-changes/sync-indicator.tsx';
import { localDb, type OutboxEntry } from '../../../src/app/offline/local-db.ts';
import { setOfflineUser } from '../../../src/app/offline/offline-user.ts';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';
import { makeOrder } from '../features/orders/make-order.ts';

const kari = { userId: 7, market: 'no', loginName: 'kari' };
let nextId = 1;

/** An order status change saved on this device by Kari, waiting to be sent unless a test says otherwise. */
function makeEntry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  const id = `0190a000-0000-7000-8000-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    userId: kari.userId,
    market: 'no',
    locationId: 200,
    kind: 'orderStatus',
    subject: 'NO26000001',
    entityKey: 'order:1',
    payload: { orderId: 1, transactionStatusId: 3 },
    baseVersion: 1,
    createdAt: Date.parse('2026-03-02T09:30:00Z'),
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
    error: null,
    ...overrides,
  };
}

const indicator = () => screen.getByTestId('sync-indicator');

async function openDrawer() {
  await userEvent.setup().click(indicator());
  return screen.findByRole('dialog', { name: 'Changes on this device' });
}

describe('the sync indicator and the changes on this device (issue 5)', () => {
  beforeEach(() => setOfflineUser(kari));
  afterEach(async () => {
    vi.restoreAllMocks();
    setOfflineUser(null);
    await localDb.outbox.clear();
  });

  it('shows Online or Offline as the browser reports it', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<SyncIndicator />);
    expect(indicator()).toHaveTextContent('Online');

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(indicator()).toHaveTextContent('Offline');

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(indicator()).toHaveTextContent('Online');
  });

  it('counts the current user’s waiting changes and those that need them; another user’s are left out', async () => {
    await localDb.outbox.bulkAdd([
      makeEntry({ state: 'pending' }),
      makeEntry({ state: 'retrying', entityKey: 'order:2', subject: 'NO26000002' }),
      makeEntry({ state: 'failed', entityKey: 'order:3', subject: 'NO26000003' }),
      makeEntry({ state: 'conflict', entityKey: 'order:4', subject: 'NO26000004' }),
      // Sent, waiting only for its acknowledgement: nothing for the user to wait for.
      makeEntry({ state: 'done', entityKey: 'order:5', subject: 'NO26000005' }),
      makeEntry({ userId: 8, state: 'pending', subject: 'NO26000098' }),
      makeEntry({ userId: 8, state: 'failed', subject: 'NO26000099' }),
    ]);
    renderWithProviders(<SyncIndicator />);
    await waitFor(() => expect(indicator()).toHaveTextContent('Online · 2 waiting · 2 need attention'));

    const drawer = await openDrawer();
    const listed = within(drawer)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    expect(listed).toEqual(['NO26000001', 'NO26000002', 'NO26000003', 'NO26000004']);
  });

  it('lists each change with what it does and its state', async () => {
    await localDb.outbox.bulkAdd([
      makeEntry({ state: 'pending' }),
      makeEntry({
        kind: 'orderComment',
        state: 'retrying',
        subject: 'NO26000002',
        entityKey: 'order:2',
        payload: { orderId: 2, text: 'Pallets are wet', files: [] },
        baseVersion: null,
        error: { status: 0, message: 'The network is not reachable', type: 'NetworkError' },
      }),
      makeEntry({ state: 'paused', subject: 'NO26000003', entityKey: 'order:3' }),
    ]);
    renderWithProviders(<SyncIndicator />);
    const drawer = await openDrawer();

    const status = await within(drawer).findByRole('listitem', { name: 'NO26000001' });
    expect(status).toHaveTextContent('Status → Picked');
    expect(status).toHaveTextContent('Waiting to be sent');
    const comment = within(drawer).getByRole('listitem', { name: 'NO26000002' });
    expect(comment).toHaveTextContent('Comment: Pallets are wet');
    expect(comment).toHaveTextContent('Will be tried again');
    expect(comment).toHaveTextContent('The network is not reachable');
    expect(within(drawer).getByRole('listitem', { name: 'NO26000003' })).toHaveTextContent(
      'Log in again to send',
    );
  });

  it('shows both versions of a conflict and applies the change to the new version as a new entry', async () => {
    const onServer = makeOrder({ transactionStatusId: 2, version: 5 });
    const conflict = makeEntry({
      state: 'conflict',
      attempts: 1,
      error: {
        status: 409,
        message: 'The order was changed by someone else',
        type: 'VersionConflict',
        data: onServer,
      },
    });
    await localDb.outbox.add(conflict);
    renderWithProviders(<SyncIndicator />);
    const drawer = await openDrawer();

    const item = await within(drawer).findByRole('listitem', { name: 'NO26000001' });
    expect(item).toHaveTextContent('Changed by someone else meanwhile');
    expect(item).toHaveTextContent(/Your change\s*Status → Picked\s*made on version 1/);
    expect(item).toHaveTextContent(/On the server now\s*Status Confirmed by the provider, version 5/);
    await userEvent
      .setup()
      .click(within(item).getByRole('button', { name: 'Apply my change to the new version' }));

    await waitFor(async () => expect((await localDb.outbox.toArray())[0]?.state).toBe('pending'));
    const entries = await localDb.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      baseVersion: 5,
      state: 'pending',
      error: null,
      attempts: 0,
      payload: conflict.payload,
    });
    expect(entries[0]!.id).not.toBe(conflict.id);
    expect(await within(drawer).findByText('Waiting to be sent')).toBeInTheDocument();
  });

  it('shows the server’s message of a refused change and discards it when asked twice', async () => {
    await localDb.outbox.add(
      makeEntry({
        state: 'failed',
        error: { status: 409, message: 'Could not set order status', type: 'InvalidStatusTransition' },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SyncIndicator />);
    await waitFor(() => expect(indicator()).toHaveTextContent('1 need attention'));
    const drawer = await openDrawer();

    const item = await within(drawer).findByRole('listitem', { name: 'NO26000001' });
    expect(item).toHaveTextContent('Refused by the server');
    expect(within(item).getByRole('alert')).toHaveTextContent('Could not set order status');
    await user.click(within(item).getByRole('button', { name: 'Discard' }));
    expect(item).toHaveTextContent('The change will be lost.');
    await user.click(within(item).getByRole('button', { name: 'Discard the change' }));

    expect(await within(drawer).findByText('Every change has been sent.')).toBeInTheDocument();
    expect(await localDb.outbox.count()).toBe(0);
    // The summary follows changes within a quarter second (use-outbox.ts).
    await waitFor(() => expect(indicator()).not.toHaveTextContent('need attention'));
  });
});
