import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage } from '../../../src/domain/global-admin/audit-log.ts';
import { writeAuditLog } from '../../../src/server/audit/write-audit-log.ts';
import { testConfig } from '../../helpers/test-app.ts';
import { pruneAuditLog } from '../../../src/server/modules/global-admin/audit-retention.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';
import { userIdOf } from './audit-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const logOf = async (query: Record<string, string>) => {
  const answer = await t.callAs<AuditLogPage>('global', 'GET', 'auditLog', { query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data!;
};

describe('GET auditLog filters by time, type, user and customer (issue 19 item 7)', () => {
  it('lists the demo history newest first, a page at a time', async () => {
    const first = await logOf({});
    expect(first.total).toBeGreaterThan(first.pageSize);
    expect(first.rows).toHaveLength(first.pageSize);
    const times = first.rows.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await logOf({ page: '2' });
    expect(second.rows[0]!.createdAt <= times.at(-1)!).toBe(true);
  });

  it('narrows by type, user and customer together', async () => {
    const kunde = await userIdOf(t, 'kunde.admin');
    const page = await logOf({
      type: 'adminChange',
      userId: String(kunde.id),
      customerId: String(kunde.customerId),
    });
    expect(page.total).toBeGreaterThan(0);
    for (const row of page.rows) {
      expect(row).toMatchObject({ type: 'adminChange', userId: kunde.id, customerId: kunde.customerId });
    }
  });

  it('narrows by time, both ends included', async () => {
    const until = new Date(Date.now() - 7 * 86_400_000);
    const from = new Date(until.getTime() - 7 * 86_400_000);
    const page = await logOf({ from: from.toISOString(), until: until.toISOString() });
    expect(page.total).toBeGreaterThan(0);
    for (const row of page.rows) {
      expect(Date.parse(row.createdAt)).toBeGreaterThanOrEqual(from.getTime());
      expect(Date.parse(row.createdAt)).toBeLessThanOrEqual(until.getTime());
    }
  });

  it('shows only the market of the API base: a Swedish entry is not listed and is 404 by id', async () => {
    const swedish = await t.app.db
      .selectFrom('auditLog')
      .select('id')
      .where('marketId', '=', 'se')
      .executeTakeFirstOrThrow();
    const all = await logOf({});
    expect(all.rows.some((row) => row.id === swedish.id)).toBe(false);
    const answer = await t.callAs('global', 'GET', 'auditLogEntry', { query: { id: String(swedish.id) } });
    expect(answer.status).toBe(404);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const badType = await t.callAs('global', 'GET', 'auditLog', { query: { type: 'nonsense' } });
    expect(badType.status).toBe(400);
    expect(badType.body.error?.message).toContain('type');
    const backwards = await t.callAs('global', 'GET', 'auditLog', {
      query: { from: '2026-11-20T00:00:00Z', until: '2026-11-01T00:00:00Z' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error?.message).toContain('until');
    const badTime = await t.callAs('global', 'GET', 'auditLog', { query: { from: 'yesterday' } });
    expect(badTime.status).toBe(400);
  });
});

describe('the retention period (AUDIT_LOG_RETENTION_DAYS)', () => {
  it('defaults to 180 days and refuses a bad value', () => {
    expect(testConfig().auditLogRetentionDays).toBe(180);
    expect(testConfig({ AUDIT_LOG_RETENTION_DAYS: '30' }).auditLogRetentionDays).toBe(30);
    expect(() => testConfig({ AUDIT_LOG_RETENTION_DAYS: '0' })).toThrow(/AUDIT_LOG_RETENTION_DAYS/);
  });

  it('sweeps entries older than the retention and keeps the rest', async () => {
    const now = new Date();
    const days = (count: number) => new Date(now.getTime() - count * 86_400_000);
    const base = { marketId: 'no', type: 'login' as const, subject: 'retention-test' };
    const [old, recent] = await writeAuditLog(t.app.db, base, base);
    await t.app.db
      .updateTable('auditLog')
      .set({ createdAt: days(200) } as never)
      .where('id', '=', old!)
      .execute();
    await t.app.db
      .updateTable('auditLog')
      .set({ createdAt: days(100) } as never)
      .where('id', '=', recent!)
      .execute();
    const before = await t.app.db
      .selectFrom('auditLog')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    const deleted = await pruneAuditLog(t.app.db, 180, now);
    expect(deleted).toBe(1);
    const left = await t.app.db
      .selectFrom('auditLog')
      .select('id')
      .where('subject', '=', 'retention-test')
      .execute();
    expect(left.map((row) => row.id)).toEqual([recent]);
    const after = await t.app.db
      .selectFrom('auditLog')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) - 1);
  });
});
