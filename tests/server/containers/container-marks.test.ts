import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerHistory } from '../../../src/domain/containers/container-history.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { allContainersOf, containerAs, markAs, seededContainer } from './container-api.ts';

const lorenskog = 'Miljøretur Lørenskog';
const drammen = 'Miljøretur Drammen';

describe('Mark for repair and Mark as repaired (issue 20 item 2)', () => {
  let t: TestApp;
  const marksOf = async (id: number) =>
    t.app.db.selectFrom('containerStatusMarks').selectAll().where('containerId', '=', id).execute();

  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('marks a container for repair with the reason, and the mark heads its history', async () => {
    const container = await seededContainer(t, lorenskog);
    const answer = await markAs(t, 'container', {
      id: container.id,
      status: 'NeedsRepair',
      reason: 'Knekt hjul',
      version: container.version,
    });
    expect(answer.status).toBe(200);
    const detail = answer.body.data!;
    expect(detail).toMatchObject({ status: 'NeedsRepair', version: container.version + 1 });
    expect(detail.marks[0]).toMatchObject({
      status: 'NeedsRepair',
      reason: 'Knekt hjul',
      markedBy: { name: 'Sigrid Aas' },
    });
    const [newest] = containerHistory(detail);
    expect(newest).toMatchObject({ kind: 'mark', mark: { reason: 'Knekt hjul' } });

    const repaired = await markAs(t, 'container', {
      id: container.id,
      status: 'OK',
      reason: 'Nytt hjul montert',
      version: detail.version,
    });
    expect(repaired.status).toBe(200);
    expect(repaired.body.data!.status).toBe('OK');
    const read = (await containerAs(t, 'container', container.id)).body.data!;
    expect(read.marks.slice(0, 2).map((mark) => mark.status)).toEqual(['OK', 'NeedsRepair']);
  });

  it('refuses a stale version with 409 and the current row, writing nothing', async () => {
    const container = await seededContainer(t, drammen);
    const before = (await marksOf(container.id)).length;
    const answer = await markAs(t, 'jon.vik', {
      id: container.id,
      status: 'NeedsRepair',
      reason: 'Bøyd',
      version: container.version + 5,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      type: 'VersionConflict',
      data: { id: container.id, version: container.version },
    });
    expect(await marksOf(container.id)).toHaveLength(before);
  });

  it('refuses a missing reason, a bad status or the status it already has with 400 naming the field', async () => {
    const container = await seededContainer(t, drammen);
    const base = { id: container.id, version: container.version };
    const noReason = await markAs(t, 'jon.vik', { ...base, status: 'NeedsRepair', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error!.message).toContain('reason');
    const badStatus = await markAs(t, 'jon.vik', { ...base, status: 'Broken', reason: 'x' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error!.message).toContain('status');
    const same = await markAs(t, 'jon.vik', { ...base, status: 'OK', reason: 'Alt i orden' });
    expect(same.status).toBe(400);
    expect(same.body.error!.message).toContain('status');
  });

  it("answers 404 for another location's container and 403 without the Container menu", async () => {
    const container = await seededContainer(t, lorenskog);
    const body = { id: container.id, status: 'NeedsRepair', reason: 'Bøyd', version: container.version };
    expect((await markAs(t, 'jon.vik', body)).status).toBe(404);
    expect((await markAs(t, 'butikk', body)).status).toBe(403);
  });

  it('refuses a mark on a container the user only reads with 403, and says so in canMark', async () => {
    // jon.vik reporting at customer level reads all of Miljøretur but marks at Drammen only.
    await t.app.db.updateTable('users').set({ reportLevel: 1 }).where('loginName', '=', 'jon.vik').execute();
    try {
      const list = await allContainersOf(t, 'jon.vik');
      const places = new Map(list.map((row) => [row.location.name, row.canMark]));
      expect(places).toEqual(
        new Map([
          [lorenskog, false],
          [drammen, true],
        ]),
      );
      const elsewhere = await seededContainer(t, lorenskog);
      expect((await containerAs(t, 'jon.vik', elsewhere.id)).body.data!.canMark).toBe(false);
      const before = (await marksOf(elsewhere.id)).length;
      const answer = await markAs(t, 'jon.vik', {
        id: elsewhere.id,
        status: 'NeedsRepair',
        reason: 'Bøyd',
        version: elsewhere.version,
      });
      expect(answer.status).toBe(403);
      expect(await marksOf(elsewhere.id)).toHaveLength(before);
      const own = await seededContainer(t, drammen);
      expect((await containerAs(t, 'jon.vik', own.id)).body.data!.canMark).toBe(true);
    } finally {
      await t.app.db
        .updateTable('users')
        .set({ reportLevel: 0 })
        .where('loginName', '=', 'jon.vik')
        .execute();
    }
  });

  it('takes one of two marks sent at once at the same version: one 200, one 409, one mark row', async () => {
    const container = await seededContainer(t, lorenskog);
    const before = (await marksOf(container.id)).length;
    const body = (reason: string) => ({
      id: container.id,
      status: 'NeedsRepair',
      reason,
      version: container.version,
    });
    const answers = await Promise.all([
      markAs(t, 'container', body('Knekt hjul'), randomUUID()),
      markAs(t, 'container', body('Bøyd kant'), randomUUID()),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await marksOf(container.id)).toHaveLength(before + 1);
    const row = await t.app.db
      .selectFrom('containers')
      .select(['status', 'version'])
      .where('id', '=', container.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'NeedsRepair', version: container.version + 1 });
  });

  it('applies an offline repair mark replayed twice with the same Idempotency-Key once', async () => {
    const container = await seededContainer(t, drammen);
    const before = (await marksOf(container.id)).length;
    const key = randomUUID();
    const body = {
      id: container.id,
      status: 'NeedsRepair',
      reason: 'Sprekk i bunnen',
      version: container.version,
    };
    const first = await markAs(t, 'jon.vik', body, key);
    const replay = await markAs(t, 'jon.vik', body, key);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(first.body.data);
    expect(await marksOf(container.id)).toHaveLength(before + 1);
    const row = await t.app.db
      .selectFrom('containers')
      .select(['status', 'version'])
      .where('id', '=', container.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'NeedsRepair', version: container.version + 1 });
  });
});
