import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/app/api/api-error.ts';
import { localDb } from '../../../src/app/offline/local-db.ts';
import { clearKeptReads, keptReadsWritten, readThrough } from '../../../src/app/offline/offline-reads.ts';
import { setOfflineUser } from '../../../src/app/offline/offline-user.ts';

const kari = { userId: 7, market: 'no', loginName: 'kari' };
const ola = { userId: 8, market: 'no', loginName: 'ola' };
const ordersKey = ['orders', 10, 200, 'list'] as const;

const networkDown = () => Promise.reject(new ApiError(0, 'The network is not reachable', 'NetworkError'));
const serverFails = () => Promise.reject(new ApiError(500, 'Internal error', 'HttpError'));

describe('reads through the device (issue 5, offline reads)', () => {
  afterEach(async () => {
    setOfflineUser(null);
    await localDb.reads.clear();
  });

  it('keeps each answer for the user who read it', async () => {
    setOfflineUser(kari);
    expect(await readThrough(ordersKey, async () => ['kari’s orders'])).toEqual(['kari’s orders']);
    setOfflineUser(ola);
    await readThrough(ordersKey, async () => ['ola’s orders']);

    await keptReadsWritten();
    const kept = await localDb.reads.orderBy('key').toArray();
    expect(kept.map(({ userId, data }) => ({ userId, data }))).toEqual([
      { userId: 7, data: ['kari’s orders'] },
      { userId: 8, data: ['ola’s orders'] },
    ]);
  });

  it('answers from the device when the network is down, and only with the same user’s answer', async () => {
    setOfflineUser(kari);
    await readThrough(ordersKey, async () => ['kari’s orders']);
    expect(await readThrough(ordersKey, networkDown)).toEqual(['kari’s orders']);

    setOfflineUser(ola);
    await expect(readThrough(ordersKey, networkDown)).rejects.toMatchObject({ status: 0 });
  });

  it('throws a server’s error even when an answer is kept', async () => {
    setOfflineUser(kari);
    await readThrough(ordersKey, async () => ['kari’s orders']);
    await expect(readThrough(ordersKey, serverFails)).rejects.toMatchObject({ status: 500 });
  });

  it('keeps nothing without an offline user', async () => {
    const fetcher = vi.fn(async () => ['orders']);
    expect(await readThrough(ordersKey, fetcher)).toEqual(['orders']);
    expect(fetcher).toHaveBeenCalledOnce();
    await keptReadsWritten();
    expect(await localDb.reads.count()).toBe(0);
  });

  it('clearKeptReads(userId) keeps only that user’s answers; without a user it clears all', async () => {
    setOfflineUser(kari);
    await readThrough(ordersKey, async () => ['kari’s orders']);
    setOfflineUser(ola);
    await readThrough(ordersKey, async () => ['ola’s orders']);
    await readThrough(['orders', 10, 201], async () => ['ola’s other orders']);

    await clearKeptReads(kari.userId);
    expect((await localDb.reads.toArray()).map((read) => read.userId)).toEqual([7]);
    await clearKeptReads();
    expect(await localDb.reads.count()).toBe(0);
  });
});
