import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '../../../src/app/offline/local-db.ts';
import { whenOutboxIdle } from '../../../src/app/offline/outbox-idle.ts';
import { entryOf } from './outbox-entry.ts';

describe('an update waits while the outbox sends (issue 5 item 1)', () => {
  afterEach(() => localDb.outbox.clear());

  it('resolves once no entry of any user is on the wire', async () => {
    const seq = await localDb.outbox.add(entryOf({ state: 'sending' }));
    let idle = false;
    const waiting = whenOutboxIdle(5_000).then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(idle).toBe(false);

    await localDb.outbox.update(seq, { state: 'done' });
    await waiting;
    expect(idle).toBe(true);
  });

  it('resolves at once when nothing is sending, and after the longest wait otherwise', async () => {
    await localDb.outbox.add(entryOf({ state: 'pending' }));
    await whenOutboxIdle(5_000);
    await localDb.outbox.add(entryOf({ state: 'sending' }));
    const started = Date.now();
    await whenOutboxIdle(400);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });
});
