import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

interface ActionAnswer {
  name: string;
  data: unknown;
  error?: { message: string; type: string };
}

describe('POST Actions, the start bundle (spec §4, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  const all = [
    'Status',
    'TransactionTypes',
    'TransactionStatuses',
    'WebTaskUsers',
    'TruckTypes',
    'InterCompany',
    'Preload',
  ];

  it('answers every named action in the order asked', async () => {
    const asked = [...all].reverse();
    const answer = await t.callAs<ActionAnswer[]>('lager', 'POST', 'Actions', { body: asked });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.map((action) => action.name)).toEqual(asked);
    expect(answer.body.data?.every((action) => action.error === undefined)).toBe(true);

    const byName = Object.fromEntries(answer.body.data!.map((action) => [action.name, action.data]));
    expect(byName.TransactionStatuses).toHaveLength(15);
    expect((byName.TransactionTypes as { id: string }[]).map((type) => type.id)).toEqual(
      expect.arrayContaining(['TO', 'HE', 'GL', 'OO', 'RO']),
    );
    expect(byName.WebTaskUsers).toEqual([
      { taskId: 'EXPEDITION' },
      { taskId: 'RECEPTION' },
      { taskId: 'SHIPMENT' },
    ]);
    expect((byName.TruckTypes as unknown[]).length).toBeGreaterThan(0);
    expect(byName.TruckTypes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          isDefault: true,
          qtyHeight: expect.any(Number),
          tpuCount: expect.any(Number),
        }),
      ]),
    );
    expect((byName.InterCompany as { url: string; companyCountry: string }[])[0]).toEqual({
      url: expect.any(String),
      companyCountry: expect.any(String),
    });
    expect(byName.Preload).toMatchObject({
      alerts: { unread: expect.any(Number) },
      disagreements: expect.any(Number),
    });
  });

  it('accepts the list under actions, as objects', async () => {
    const answer = await t.callAs<ActionAnswer[]>('butikk', 'POST', 'Actions', {
      body: { actions: [{ name: 'Status' }, { name: 'WebTaskUsers' }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.[1]).toEqual({ name: 'WebTaskUsers', data: [] });
  });

  it('refuses an unknown action with 400', async () => {
    const answer = await t.callAs('butikk', 'POST', 'Actions', { body: ['Status', 'Everything'] });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.type).toBe('ValidationError');
  });

  it('needs a session: a start without one is 401 UnauthorizedAccess (spec §8)', async () => {
    const answer = await t.callAs(null, 'POST', 'Actions', { body: ['Status'] });
    expect(answer.status).toBe(401);
    expect(answer.body.error?.type).toBe('UnauthorizedAccess');
  });
});
