import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { auditFailure } from '../audit/audit-failure.ts';
import { specValidationMessages } from '../../domain/shared/spec-messages.ts';
import { errorBody } from './error-body.ts';
import { HttpError, unexpectedErrorMessage } from './errors.ts';

/** PostgreSQL's codes for a value it cannot store: bad encoding, NUL in text, numeric out of range. */
const invalidValueCodes = new Set(['22021', '22P05', '22003', '22P02']);

/**
 * Every failure leaves as a real HTTP status and `{ error: { message, type, data? } }`
 * (ARCHITECTURE.md, API conventions). Bad input is a 400 naming the field, never a 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  // A token renewed before the call failed must still reach the client, or its session ends after the grace.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.renewedToken || reply.statusCode < 400 || typeof payload !== 'string') return payload;
    if (!reply.getHeader('content-type')?.toString().includes('json')) return payload;
    const body = JSON.parse(payload) as Record<string, unknown>;
    return JSON.stringify({ ...body, auth: { token: request.renewedToken } });
  });
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext,
        message: issue.message ?? 'is not valid',
      }));
      const message = issues
        .map(({ field, message }) =>
          message.startsWith(`${field} `) || specValidationMessages.has(message)
            ? message
            : `${field}: ${message}`,
        )
        .join('; ');
      return reply.status(400).send({ error: errorBody(message, 'ValidationError', { issues }) });
    }
    if (error instanceof HttpError) {
      // Failed logins and refused calls go to the audit log, written after the rollback (issue 19 item 7).
      await auditFailure(app, request, {
        statusCode: error.statusCode,
        type: error.type,
        message: error.message,
      });
      return reply.status(error.statusCode).send({ error: errorBody(error.message, error.type, error.data) });
    }
    // Values PostgreSQL cannot hold (a NUL character, an out-of-range number) are bad input, not a crash.
    const pgCode = (error as { code?: string }).code;
    if (pgCode && invalidValueCodes.has(pgCode)) {
      return reply
        .status(400)
        .send({ error: { message: 'A value in the request is not valid', type: 'ValidationError' } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { message: error.message, type: error.code ?? 'BadRequest' } });
    }
    request.log.error({ err: error }, 'request failed');
    await auditFailure(app, request, { statusCode: 500, message: unexpectedErrorMessage, error });
    // The request id names the log entry and the server's log line, for whoever reports the failure.
    return reply
      .status(500)
      .send({ error: errorBody(unexpectedErrorMessage, 'ServerError', { requestId: request.id }) });
  });
}
