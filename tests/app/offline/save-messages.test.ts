import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stateText } from '../../../src/app/offline/device-changes/entry-texts.ts';
import { localDb } from '../../../src/app/offline/local-db.ts';
import { saveToOutbox } from '../../../src/app/offline/outbox.ts';
import { savedOnDeviceText } from '../../../src/app/offline/save-messages.ts';
import { waitForOutcome } from '../../../src/app/offline/wait-for-outcome.ts';
import { replayOutboxInEachTest, stubNetwork } from '../features/orders/detail/detail-harness.tsx';
import { entryOf } from './outbox-entry.ts';

const statusChange = {
  kind: 'orderStatus' as const,
  payload: { orderId: 12, transactionStatusId: 2 },
  baseVersion: 4,
  locationId: 200,
  subject: 'NO26000012',
};

/** What the screen says after Save, as the save hooks do: the outcome, then its words. */
async function saveAndSay(maxWaitMs?: number) {
  const entry = await saveToOutbox(statusChange);
  const outcome = await waitForOutcome(entry.id, maxWaitMs);
  if (outcome.kind !== 'queued')
    throw new Error(`Expected the change kept on the device, got ${outcome.kind}`);
  return savedOnDeviceText(i18n, outcome.waitsFor);
}

const retryWords = /retr|tried again/i;

describe('what a save says while the change waits on the device (issue 15 item 8)', () => {
  replayOutboxInEachTest();
  afterEach(() => vi.restoreAllMocks());

  it('offline: saved on this device and sent when the network is back, not retrying; nothing is tried', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = stubNetwork({});

    const said = await saveAndSay();

    expect(said).toBe('Saved on this device. It will be sent when the network is back.');
    expect(said).not.toMatch(retryWords);
    expect(calls.filter((call) => call.call === 'orderStatus')).toHaveLength(0);
  });

  it('online, a try the server could not take is retried with backoff, and the message says so', async () => {
    const { callsOf } = stubNetwork({
      orderStatus: () =>
        new Response('{"error":{"message":"Busy","type":"HttpError"}}', {
          status: 500,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '60' },
        }),
    });

    const said = await saveAndSay(1500);

    expect(callsOf('orderStatus')).toHaveLength(1);
    const [kept] = await localDb.outbox.toArray();
    expect(kept).toMatchObject({ state: 'retrying' });
    expect(said).toBe('Saved on this device. Sending did not get through yet: it is retried automatically.');
  });

  it('a change whose try failed says it is tried again only while online', () => {
    const failed = entryOf({
      state: 'retrying',
      error: { status: 0, message: 'The network is not reachable', type: 'NetworkError' },
    });
    expect(stateText(failed, i18n, true)).toBe('Will be tried again');
    expect(stateText(failed, i18n, false)).toBe('Will be sent when the network is back');
  });
});
