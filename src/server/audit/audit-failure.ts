import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditEvent } from './write-audit-log.ts';
import { requestFacts, sessionActor, writeAuditLog } from './write-audit-log.ts';
import { raiseLogAlert } from './log-alerts.ts';
import { recordRefusal } from './record-refusal.ts';

export interface FailureFacts {
  statusCode: number;
  /** The HttpError's type (LoginFailed, Forbidden …), if it was one. */
  type?: string | undefined;
  message: string;
  error?: unknown;
}

/** The market of an API call, or null for calls outside /api/{market} (static files, health). */
function marketOf(request: FastifyRequest): string | null {
  const market = (request as { market?: unknown }).market;
  return request.url.startsWith('/api/') && typeof market === 'string' ? market : null;
}

function loginNameOf(request: FastifyRequest): string | null {
  const body = request.body as { userLoginName?: unknown } | undefined;
  return typeof body?.userLoginName === 'string' ? body.userLoginName : null;
}

/** Which failures the log keeps: failed logins, refused calls and server errors (issue 19 item 7). */
function failureEvent(request: FastifyRequest, marketId: string, failure: FailureFacts): AuditEvent | null {
  const facts = { marketId, ...requestFacts(request), statusCode: failure.statusCode };
  const actor = request.session ? sessionActor(request.session) : {};
  const isLogin = /\/login$/i.test(facts.path);
  if (isLogin && (failure.type === 'LoginFailed' || failure.statusCode === 429)) {
    const loginName = loginNameOf(request);
    return {
      ...facts,
      type: 'loginFailed',
      loginName,
      subject: loginName ?? '',
      details: { reason: failure.statusCode === 429 ? 'throttled' : 'credentials' },
    };
  }
  if (failure.statusCode === 403) {
    return {
      ...facts,
      ...actor,
      type: 'forbidden',
      subject: `${facts.method} ${facts.path}`,
      details: { message: failure.message, ...(failure.type ? { errorType: failure.type } : {}) },
    };
  }
  if (failure.statusCode >= 500) {
    const error = failure.error as { name?: unknown; message?: unknown; code?: unknown } | undefined;
    return {
      ...facts,
      ...actor,
      type: 'serverError',
      subject: `${facts.method} ${facts.path}`,
      details: {
        error: typeof error?.name === 'string' ? error.name : 'Error',
        message: typeof error?.message === 'string' ? error.message.slice(0, 1000) : failure.message,
        ...(typeof error?.code === 'string' ? { code: error.code } : {}),
      },
    };
  }
  return null;
}

/**
 * Logs a failed call (the error handler calls it after the request's transaction rolled back) on the
 * database's own connection, so the entry survives the rollback; a server error also raises a Log
 * alert for the global admins. A failure here is only logged: it must never change the answer.
 */
export async function auditFailure(
  app: FastifyInstance,
  request: FastifyRequest,
  failure: FailureFacts,
): Promise<void> {
  const marketId = marketOf(request);
  if (!marketId) return;
  const event = failureEvent(request, marketId, failure);
  if (!event) return;
  try {
    const db = app.database.db;
    if (event.type === 'forbidden') {
      await recordRefusal(db, event, request.routeOptions.url ?? event.path ?? '');
      return;
    }
    const [entryId] = await writeAuditLog(db, event);
    if (event.type === 'serverError' && entryId !== undefined) {
      await raiseLogAlert(db, {
        marketId,
        entryId,
        title: 'Server error',
        about: event.subject ?? '',
        // No words of any language in the text: the request id is what the admin looks for.
        text: `${event.subject} · ${event.requestId ?? '?'}`,
      });
    }
  } catch (error) {
    request.log.error({ err: error }, 'could not write the audit log');
  }
}
