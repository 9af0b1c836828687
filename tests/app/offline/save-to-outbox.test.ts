import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { localDb } from '../../../src/app/offline/local-db.ts';
import { setOfflineUser } from '../../../src/app/offline/offline-user.ts';
import { OutboxSaveError, saveToOutbox } from '../../../src/app/offline/outbox.ts';
import { saveErrorText } from '../../../src/app/offline/save-messages.ts';

const comment = (bytes: number) => ({
  kind: 'orderComment' as const,
  payload: {
    orderId: 12,
    text: 'Wet pallets',
    files: [{ name: 'scan.pdf', type: 'application/pdf', bytes: new ArrayBuffer(bytes) }],
  },
  baseVersion: null,
  locationId: 200,
  subject: 'NO26000012',
});

describe('saving a change on the device (issue 5 items 3 and 6)', () => {
  beforeEach(() => setOfflineUser({ userId: 7, market: 'no', loginName: 'kari' }));
  afterEach(async () => {
    vi.restoreAllMocks();
    setOfflineUser(null);
    await localDb.outbox.clear();
  });

  it('writes the entry for the current user with a UUIDv7 key, pending, in save order', async () => {
    const first = await saveToOutbox(comment(10));
    const second = await saveToOutbox({
      kind: 'orderStatus',
      payload: { orderId: 12, transactionStatusId: 2 },
      baseVersion: 4,
      locationId: 200,
      subject: 'NO26000012',
    });
    const stored = await localDb.outbox.orderBy('seq').toArray();
    expect(stored.map((entry) => entry.id)).toEqual([first.id, second.id]);
    expect(stored[0]).toMatchObject({
      userId: 7,
      market: 'no',
      entityKey: 'order:12',
      state: 'pending',
      attempts: 0,
    });
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stored[1]!.baseVersion).toBe(4);
  });

  it('says so at Save when the device storage is full, and keeps nothing half-written', async () => {
    vi.spyOn(localDb.outbox, 'add').mockRejectedValue(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    const saving = saveToOutbox(comment(10));
    await expect(saving).rejects.toBeInstanceOf(OutboxSaveError);
    const error = await saving.catch((caught: unknown) => caught);
    expect((error as OutboxSaveError).reason).toBe('quota');
    expect(saveErrorText(error, i18n)).toBe(
      "This device's storage is full: the change was not saved. Free some space and try again.",
    );
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('refuses a change larger than the server takes before queueing it', async () => {
    await expect(saveToOutbox(comment(60 * 1024 * 1024))).rejects.toMatchObject({ reason: 'tooLarge' });
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('needs a logged-in user: a change always belongs to someone', async () => {
    setOfflineUser(null);
    await expect(saveToOutbox(comment(10))).rejects.toMatchObject({ reason: 'noUser' });
  });
});
