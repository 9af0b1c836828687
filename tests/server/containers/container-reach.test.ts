import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { allContainersOf, containerAs, containersAs, seededContainer } from './container-api.ts';

const lorenskog = 'Miljøretur Lørenskog';
const drammen = 'Miljøretur Drammen';
const alnabru = 'Nordpall Alnabru';

describe('the container register reaches per customer and location (issue 20 item 2, spec §6)', () => {
  let t: TestApp;
  const placesOf = async (login: string) =>
    new Set((await allContainersOf(t, login)).map((container) => container.location.name));

  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it("shows `container` Miljøretur's containers at Lørenskog only", async () => {
    expect(await placesOf('container')).toEqual(new Set([lorenskog]));
  });

  it("shows `jon.vik` Drammen's containers only", async () => {
    expect(await placesOf('jon.vik')).toEqual(new Set([drammen]));
  });

  it("shows the global admin (global, at Alnabru) the whole market, the provider's stock included", async () => {
    const places = await placesOf('global');
    expect([...places]).toEqual(expect.arrayContaining([alnabru, lorenskog, drammen]));
  });

  it('refuses users without the Container menu (no container location), provider staff `lager` too: 403', async () => {
    for (const login of ['butikk', 'kunde.admin', 'lager']) {
      expect((await containersAs(t, login)).status, login).toBe(403);
    }
  });

  it('gives each row its type, location, status and current transaction with type name and time (spec §3)', async () => {
    const [row] = (await containersAs(t, 'container', { term: 'NPC-' })).body.data!.items;
    expect(row).toMatchObject({
      number: expect.stringMatching(/^NPC-\d{5}$/),
      type: { id: expect.any(String), name: expect.any(String) },
      location: { name: lorenskog },
      status: expect.stringMatching(/^(OK|NeedsRepair)$/),
      current: {
        typeId: expect.any(String),
        typeName: expect.any(String),
        createdAt: expect.any(String),
        endedAt: null,
        createdBy: { id: expect.any(Number), name: expect.any(String) },
      },
      canMark: true,
    });
    // The history names who registered each transaction, as the current one.
    const detail = (await containerAs(t, 'container', row!.id)).body.data!;
    expect(detail.transactions.length).toBeGreaterThan(0);
    expect(detail.transactions.every((tx) => tx.createdBy !== null && tx.createdBy.name !== '')).toBe(true);
    // At the customer a container is delivered or rented; its type is named in the user's Norwegian.
    const names: Record<string, string> = { DELIVERED: 'Levert', RENTED: 'Utleid' };
    expect(row!.current!.typeName).toBe(names[row!.current!.typeId]);
  });

  it('filters by status, type, location and text', async () => {
    const broken = await allContainersOf(t, 'global', { status: 'NeedsRepair' });
    expect(broken.length).toBeGreaterThan(0);
    expect(broken.every((row) => row.status === 'NeedsRepair')).toBe(true);
    const rolls = await allContainersOf(t, 'global', { typeId: 'RC800' });
    expect(rolls.length).toBeGreaterThan(0);
    expect(rolls.every((row) => row.type.id === 'RC800')).toBe(true);
    const list = (await containersAs(t, 'global')).body.data!;
    const drammenId = list.locations.find((place) => place.name === drammen)!.id;
    const atDrammen = await allContainersOf(t, 'global', { locationId: String(drammenId) });
    expect(new Set(atDrammen.map((row) => row.location.name))).toEqual(new Set([drammen]));
    const found = await allContainersOf(t, 'global', { term: 'npc-10001' });
    expect(found.map((row) => row.number)).toEqual(['NPC-10001']);
    expect(list.types.map((type) => type.id).sort()).toEqual(['FC1200', 'PB1200', 'RC800']);
  });

  it("answers 404 for another location's or customer's container id", async () => {
    const atLorenskog = await seededContainer(t, lorenskog);
    expect((await containerAs(t, 'container', atLorenskog.id)).status).toBe(200);
    expect((await containerAs(t, 'jon.vik', atLorenskog.id)).status).toBe(404);
    const atAlnabru = await seededContainer(t, alnabru);
    expect((await containerAs(t, 'container', atAlnabru.id)).status).toBe(404);
    expect((await containerAs(t, 'global', atAlnabru.id)).status).toBe(200);
  });

  it('finds a scanned number within the reach only', async () => {
    const atDrammen = await seededContainer(t, drammen);
    const number = atDrammen.number.toLowerCase();
    const found = await t.callAs<{ id: number }>('jon.vik', 'GET', 'ContainerByNumber', {
      query: { number },
    });
    expect(found.status).toBe(200);
    expect(found.body.data!.id).toBe(atDrammen.id);
    const hidden = await t.callAs('container', 'GET', 'ContainerByNumber', { query: { number } });
    expect(hidden.status).toBe(404);
  });

  it("shows a customer admin of Miljøretur the whole customer's containers, and no provider stock", async () => {
    await t.app.db
      .updateTable('users')
      .set({ isCustomerAdmin: true })
      .where('loginName', '=', 'jon.vik')
      .execute();
    try {
      expect(await placesOf('jon.vik')).toEqual(new Set([lorenskog, drammen]));
    } finally {
      await t.app.db
        .updateTable('users')
        .set({ isCustomerAdmin: false })
        .where('loginName', '=', 'jon.vik')
        .execute();
    }
  });

  it("keeps two container customers apart: neither reaches the other's ids or numbers", async () => {
    // Fjellmeieriet becomes a second container customer: Lillehammer container-active, its customer
    // admin `kunde.admin` with task CONTAINER, and one container there.
    const lillehammer = await t.app.db
      .selectFrom('locations')
      .select(['id', 'customerId'])
      .where('name', '=', 'Fjellmeieriet Lillehammer')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('locations')
      .set({ isContainerActive: true })
      .where('id', '=', lillehammer.id)
      .execute();
    const admin = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('loginName', '=', 'kunde.admin')
      .executeTakeFirstOrThrow();
    const granted = await t.app.db
      .insertInto('webTaskUsers')
      .values({ userId: admin.id, taskId: 'CONTAINER' })
      .onConflict((oc) => oc.doNothing())
      .returning('taskId')
      .execute();
    const theirs = await t.app.db
      .insertInto('containers')
      .values({
        marketId: 'no',
        number: 'NPC-90001',
        containerTypeId: 'PB1200',
        customerId: lillehammer.customerId,
        locationId: lillehammer.id,
      })
      .returning(['id', 'number'])
      .executeTakeFirstOrThrow();
    try {
      const seen = await allContainersOf(t, 'kunde.admin');
      expect(seen.map((row) => row.number)).toEqual([theirs.number]);
      for (const name of [lorenskog, drammen]) {
        const ours = await seededContainer(t, name);
        expect((await containerAs(t, 'kunde.admin', ours.id)).status).toBe(404);
        const byNumber = await t.callAs('kunde.admin', 'GET', 'ContainerByNumber', {
          query: { number: ours.number },
        });
        expect(byNumber.status).toBe(404);
      }
      expect((await containerAs(t, 'container', theirs.id)).status).toBe(404);
      const byNumber = await t.callAs('container', 'GET', 'ContainerByNumber', {
        query: { number: theirs.number },
      });
      expect(byNumber.status).toBe(404);
    } finally {
      await t.app.db.deleteFrom('containers').where('id', '=', theirs.id).execute();
      if (granted.length > 0) {
        await t.app.db
          .deleteFrom('webTaskUsers')
          .where('userId', '=', admin.id)
          .where('taskId', '=', 'CONTAINER')
          .execute();
      }
      await t.app.db
        .updateTable('locations')
        .set({ isContainerActive: false })
        .where('id', '=', lillehammer.id)
        .execute();
    }
  });

  it("keeps a container with its location's customer and its number in capitals (migration 0028)", async () => {
    const atLorenskog = await seededContainer(t, lorenskog);
    const list = (await containersAs(t, 'global')).body.data!;
    const alnabruId = list.locations.find((place) => place.name === alnabru)!.id;
    await expect(
      t.app.db
        .updateTable('containers')
        .set({ locationId: alnabruId })
        .where('id', '=', atLorenskog.id)
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.app.db
        .updateTable('containers')
        .set({ number: atLorenskog.number.toLowerCase() })
        .where('id', '=', atLorenskog.id)
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses a bad filter or id with 400 naming the field', async () => {
    const badStatus = await containersAs(t, 'global', { status: 'Broken' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error!.message).toContain('status');
    const badId = await t.callAs('global', 'GET', 'Container', { query: { id: '1.5' } });
    expect(badId.status).toBe(400);
    expect(badId.body.error!.message).toContain('id');
  });
});
