import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { sessionOf } from '../http/access.ts';
import { requestFacts, sessionActor, writeAuditLog } from './write-audit-log.ts';

export type AdminEntity =
  'user' | 'location' | 'locationAddress' | 'company' | 'companyLogo' | 'publishedMessage';
export type AdminAction = 'created' | 'updated' | 'deleted' | 'deactivated' | 'published' | 'withdrawn';

export interface AdminChange {
  entity: AdminEntity;
  action: AdminAction;
  id?: number | null | undefined;
  /** The row's name or login name as it reads now, so the log reads right after a rename. */
  name?: string | null | undefined;
}

/**
 * An administration change for the audit log (issue 19 item 7), after the change succeeded: on
 * `app.db`, so inside the request's transaction when it has one (an Idempotency-Key).
 */
export async function auditAdminChange(
  db: Kysely<DB>,
  request: FastifyRequest,
  change: AdminChange,
): Promise<void> {
  const name = change.name ?? (change.id ? `#${change.id}` : '');
  await writeAuditLog(db, {
    ...requestFacts(request),
    ...sessionActor(sessionOf(request)),
    type: 'adminChange',
    subject: `${change.entity} ${name}`.trim(),
    details: { entity: change.entity, action: change.action, ...(change.id ? { id: change.id } : {}) },
  });
}
