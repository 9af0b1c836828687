import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditType } from '../../domain/global-admin/audit-types.ts';
import type { Session } from '../auth/session.ts';
import type { DB } from '../db/schema.ts';

/** One event for the audit log (issue 19 item 7); everything but the market and type is optional. */
export interface AuditEvent {
  marketId: string;
  type: AuditType;
  userId?: number | null;
  actingUserId?: number | null;
  loginName?: string | null;
  customerId?: number | null;
  subject?: string;
  requestId?: string | null;
  method?: string | null;
  path?: string | null;
  statusCode?: number | null;
  address?: string | null;
  details?: Record<string, unknown>;
}

const maxTextLength = 500;
// C0 and C1 controls (escapes, NUL, carriage returns) would let a caller forge lines or colours in the
// log. One-line fields lose them all; the details keep line feeds and tabs, which a stack trace has.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex
const controlsButLines = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const clip = (text: string | null | undefined) =>
  text ? text.replace(controlCharacters, '').slice(0, maxTextLength) : (text ?? null);

/** The details with every string, at any depth, stripped of control characters but line feeds and tabs. */
function cleanDetails(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(controlsButLines, '');
  if (Array.isArray(value)) return value.map(cleanDetails);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key.replace(controlCharacters, ''), cleanDetails(inner)]),
    );
  return value;
}

function auditRow(event: AuditEvent) {
  return {
    marketId: event.marketId,
    type: event.type,
    userId: event.userId ?? null,
    actingUserId: event.actingUserId ?? null,
    loginName: clip(event.loginName),
    customerId: event.customerId ?? null,
    subject: clip(event.subject) ?? '',
    requestId: event.requestId ?? null,
    method: event.method ?? null,
    path: clip(event.path),
    statusCode: event.statusCode ?? null,
    address: event.address ?? null,
    details: JSON.stringify(cleanDetails(event.details ?? {})),
  };
}

/**
 * Records events with one INSERT. Pass `app.db` to write inside the request's transaction (the entry
 * lives and dies with the change it records); a failure's entry is written with the database's own
 * connection (`app.database.db`), after the rollback, so it survives it.
 */
export async function writeAuditLog(db: Kysely<DB>, ...events: AuditEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  const rows = await db.insertInto('auditLog').values(events.map(auditRow)).returning('id').execute();
  return rows.map((row) => row.id);
}

/** Who did it, from the session: the real login user, whom they act as, and the acting customer. */
export function sessionActor(session: Session) {
  return {
    marketId: session.marketId,
    userId: session.loginUser.id,
    actingUserId: session.isImpersonating ? session.actingUser.id : null,
    loginName: session.loginUser.loginName,
    customerId: session.customerId,
  } satisfies Partial<AuditEvent>;
}

/** Where it came from: the request's id (as in the server's own log), method, path and client address. */
export function requestFacts(request: FastifyRequest) {
  return {
    requestId: request.id,
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    address: request.ip,
  } satisfies Partial<AuditEvent>;
}
