import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, unexpectedErrorMessage } from './errors.ts';

/**
 * Every failure leaves as a real HTTP status and `{ error: { message, type, data? } }`
 * (ARCHITECTURE.md, API conventions). Bad input is a 400 naming the field, never a 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext,
        message: issue.message ?? 'is not valid',
      }));
      const message = issues
        .map(({ field, message }) => (message.startsWith(`${field} `) ? message : `${field}: ${message}`))
        .join('; ');
      return reply.status(400).send({ error: { message, type: 'ValidationError', data: { issues } } });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        error: { message: error.message, type: error.type, ...(error.data ? { data: error.data } : {}) },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { message: error.message, type: error.code ?? 'BadRequest' } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { message: unexpectedErrorMessage, type: 'ServerError' } });
  });
}
