import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  ClientErrorBatch,
  ClientErrorEntry,
} from '../../../domain/error-tracking/client-error-batch.ts';
import {
  clientErrorBatchesPerMinute,
  clientErrorLimits,
} from '../../../domain/error-tracking/client-error-rules.ts';
import { scrubPath, scrubText } from '../../../domain/error-tracking/scrub.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import { sessionActor, writeAuditLog, type AuditEvent } from '../../audit/write-audit-log.ts';
import type { DB } from '../../db/schema.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { claimAccountRequest } from '../accounts/account-request-limit.ts';

/** Who reports: the session when there is one (the user id comes from it, never from the body). */
export interface ClientErrorReporter {
  marketId: string;
  session: Session | null;
  address: string;
  requestId: string;
}

/**
 * Counts the batch against the reporter's limit: per logged-in user, or per client address without a
 * session (stricter: anyone may send those). Kept in the database like the other request limits, so
 * every server process behind a load balancer counts the same.
 */
async function claimReport(db: Kysely<DB>, reporter: ClientErrorReporter): Promise<boolean> {
  const counter = reporter.session
    ? { name: 'user', value: String(reporter.session.loginUser.id), max: clientErrorBatchesPerMinute.user }
    : { name: 'address', value: reporter.address, max: clientErrorBatchesPerMinute.anonymous };
  return claimAccountRequest(db, { call: 'client-errors', counters: [counter], windowMinutes: 1 });
}

/** One log entry per reported failure, scrubbed again: an old or foreign client may send more. */
function auditEventOf(reporter: ClientErrorReporter, entry: ClientErrorEntry): AuditEvent {
  const message = scrubText(entry.message, clientErrorLimits.message);
  const path = scrubPath(entry.path);
  return {
    ...(reporter.session ? sessionActor(reporter.session) : { marketId: reporter.marketId }),
    type: 'clientError',
    subject: `${entry.kind}: ${message}`,
    requestId: reporter.requestId,
    path,
    address: reporter.address,
    details: {
      kind: entry.kind,
      message,
      ...(entry.name ? { name: scrubText(entry.name, clientErrorLimits.name) } : {}),
      ...(entry.stack ? { stack: scrubText(entry.stack, clientErrorLimits.stack) } : {}),
      path,
      ...(entry.request ? { request: scrubPath(entry.request, clientErrorLimits.request) } : {}),
      ...(entry.requestId ? { failedRequestId: entry.requestId } : {}),
      appVersion: entry.appVersion,
      ...(entry.count && entry.count > 1 ? { count: entry.count } : {}),
      ...(entry.occurredAt ? { occurredAt: entry.occurredAt } : {}),
    },
  };
}

/**
 * POST clientErrors (spec §8 error tracking, issue 21 item 6): the batch goes into the global admin's
 * log, one `clientError` entry per failure. No Log alert is raised: a broken screen reports from every
 * tab that opens it, and the log's type filter shows them together.
 */
export async function recordClientErrors(
  db: Kysely<DB>,
  reporter: ClientErrorReporter,
  batch: ClientErrorBatch,
): Promise<{ recorded: number }> {
  if (!(await claimReport(db, reporter))) throw tooManyRequests(errorMessages.TooManyRequests);
  const ids = await writeAuditLog(db, ...batch.entries.map((entry) => auditEventOf(reporter, entry)));
  return { recorded: ids.length };
}

export const reporterOf = (request: FastifyRequest): ClientErrorReporter => ({
  marketId: request.market,
  session: request.session,
  address: request.ip,
  requestId: request.id,
});
