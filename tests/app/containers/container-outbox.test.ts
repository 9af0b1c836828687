import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pendingMarksOf, withPendingMarks } from '../../../src/app/features/containers/pending-marks.ts';
import { changeText, serverRowText } from '../../../src/app/offline/device-changes/entry-texts.ts';
import { localDb } from '../../../src/app/offline/local-db.ts';
import { setOfflineUser } from '../../../src/app/offline/offline-user.ts';
import { outboxKinds } from '../../../src/app/offline/outbox-kinds.ts';
import { saveToOutbox } from '../../../src/app/offline/outbox.ts';
import { Replayer } from '../../../src/app/offline/replayer.ts';
import type { ContainerSummary } from '../../../src/domain/containers/container-register.ts';

const row: ContainerSummary = {
  id: 31,
  number: 'NPC-10031',
  type: { id: 'PB1200', name: 'Pallet container 1200×1000' },
  customer: { id: 5, name: 'Miljøretur AS' },
  location: { id: 60, name: 'Miljøretur Lørenskog' },
  status: 'OK',
  version: 4,
  current: null,
  canMark: true,
};

const mark = (status: 'OK' | 'NeedsRepair', reason: string) => ({
  kind: 'containerStatus' as const,
  payload: { id: row.id, status, reason, number: row.number },
  baseVersion: row.version,
  locationId: 60,
  subject: row.number,
});

describe('a repair mark through the outbox (issue 20 item 2; ARCHITECTURE.md offline model)', () => {
  beforeEach(() => setOfflineUser({ userId: 7, market: 'no', loginName: 'container' }));
  afterEach(async () => {
    setOfflineUser(null);
    await localDb.outbox.clear();
  });

  /** A replayer that answers each mark with the container one version on, as the server does. */
  const serverAt = (version: number) => {
    const sent: { version: number | null; reason: string }[] = [];
    let current = version;
    const replayer = new Replayer({
      db: localDb,
      send: async (entry) => {
        const body = outboxKinds.containerStatus.body(entry.payload as never, entry.baseVersion) as {
          version: number | null;
          reason: string;
          status: 'OK' | 'NeedsRepair';
        };
        sent.push({ version: body.version, reason: body.reason });
        if (body.version !== current) {
          return {
            status: 409,
            error: { message: 'changed', type: 'VersionConflict', data: { ...row, version: current } },
          };
        }
        current += 1;
        return { status: 200, data: { ...row, status: body.status, version: current } };
      },
      // The device has not yet told the server it may forget the keys: the sent entries stay as done.
      acknowledge: async () => {
        throw new Error('not yet');
      },
      currentUserId: () => 7,
    });
    return { sent, replayer };
  };

  it('sends a second mark queued behind the first with the version the first was answered with', async () => {
    const first = await saveToOutbox(mark('NeedsRepair', 'Broken wheel'));
    expect(first).toMatchObject({ entityKey: 'container:31', state: 'pending', baseVersion: 4 });
    await saveToOutbox(mark('OK', 'New wheel'));
    const { sent, replayer } = serverAt(4);
    await replayer.drain();
    expect(sent).toEqual([
      { version: 4, reason: 'Broken wheel' },
      { version: 5, reason: 'New wheel' },
    ]);
    const states = (await localDb.outbox.toArray()).map((entry) => entry.state);
    expect(states).toEqual(['done', 'done']);
  });

  it('saves a mark made on the old copy after the first was sent in the background on the answered version', async () => {
    await saveToOutbox(mark('NeedsRepair', 'Broken wheel'));
    const { sent, replayer } = serverAt(4);
    await replayer.drain();
    // The screen still shows version 4: its copy was read before the first mark was sent.
    const second = await saveToOutbox(mark('OK', 'New wheel'));
    expect(second.baseVersion).toBe(5);
    await replayer.drain();
    expect(sent).toEqual([
      { version: 4, reason: 'Broken wheel' },
      { version: 5, reason: 'New wheel' },
    ]);
    expect((await localDb.outbox.toArray()).map((entry) => entry.state)).toEqual(['done', 'done']);
  });

  it("still conflicts when someone else changed the container after the user's own mark", async () => {
    await saveToOutbox(mark('NeedsRepair', 'Broken wheel'));
    const { sent, replayer } = serverAt(4);
    await replayer.drain();
    // Someone else marks it on the server (version 6); the user's old copy says 4, their answer 5.
    const other = serverAt(6);
    await saveToOutbox(mark('OK', 'New wheel'));
    await other.replayer.drain();
    expect(sent).toHaveLength(1);
    expect(other.sent).toEqual([{ version: 5, reason: 'New wheel' }]);
    expect((await localDb.outbox.toArray()).map((entry) => entry.state)).toEqual(['done', 'conflict']);
  });

  it('shows on the local copy at once, the latest unsent mark winning', async () => {
    const first = await saveToOutbox(mark('NeedsRepair', 'Broken wheel'));
    expect(withPendingMarks(row, [first]).status).toBe('NeedsRepair');
    const second = await saveToOutbox(mark('OK', 'New wheel'));
    expect(pendingMarksOf([first, second], row)).toHaveLength(2);
    expect(withPendingMarks(row, [first, second]).status).toBe('OK');
    // Sent, and the row read again after the answer: the server's row is the truth.
    const sent = { ...first, state: 'done' as const };
    expect(withPendingMarks({ ...row, version: 5, status: 'NeedsRepair' }, [sent])).toMatchObject({
      status: 'NeedsRepair',
    });
    expect(pendingMarksOf([{ ...first, state: 'conflict' }], row)).toEqual([]);
  });

  it('says what it does and what the server has in the list of changes on this device', async () => {
    const entry = await saveToOutbox(mark('NeedsRepair', 'Broken wheel'));
    expect(changeText(entry, i18n)).toBe('Container NPC-10031 marked for repair: Broken wheel');
    const conflict = {
      ...entry,
      state: 'conflict' as const,
      error: {
        status: 409,
        message: 'changed',
        type: 'VersionConflict',
        data: { ...row, status: 'NeedsRepair', version: 6 },
      },
    };
    expect(serverRowText(conflict, i18n)).toBe('Status Needs repair, version 6');
  });
});
