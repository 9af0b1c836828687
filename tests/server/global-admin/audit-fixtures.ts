import { randomUUID } from 'node:crypto';
import type { AuditLogEntry, AuditLogPage } from '../../../src/domain/global-admin/audit-log.ts';
import type { AuditType } from '../../../src/domain/global-admin/audit-types.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** The newest entries of a type (and for a subject), as the log screen lists them. */
export async function entriesOf(t: TestApp, type: AuditType, query: Record<string, string> = {}) {
  const answer = await t.callAs<AuditLogPage>('global', 'GET', 'auditLog', { query: { type, ...query } });
  if (answer.status !== 200) throw new Error(`auditLog: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data!.rows;
}

export async function entryOf(t: TestApp, id: number) {
  const answer = await t.callAs<AuditLogEntry>('global', 'GET', 'auditLogEntry', {
    query: { id: String(id) },
  });
  return answer.body.data!;
}

export async function userIdOf(t: TestApp, loginName: string, market = 'no') {
  const user = await t.app.db
    .selectFrom('users')
    .select(['id', 'customerId', 'locationId'])
    .where('loginName', '=', loginName)
    .where('marketId', '=', market)
    .executeTakeFirstOrThrow();
  return user;
}

/** POST /api/no/{call} as a demo user with an Idempotency-Key, so the handler runs in one transaction. */
export async function postWithKey(t: TestApp, loginName: string, call: string, body: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/no/${call}`,
    payload: body as object,
    headers: { authorization: `Bearer ${await t.tokenOf(loginName)}`, 'idempotency-key': randomUUID() },
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as { error?: { data?: unknown } } };
}
