import { errorMessages } from '../../domain/shared/error-messages.ts';

/**
 * An error with its HTTP status and the `type` the client sees in `error.type` (spec §8). A message of
 * the catalogue (error-messages.ts) also goes out with its code in `error.code` (error-body.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly type: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const unexpectedErrorMessage = errorMessages.UnexpectedError;

export const badRequest = (message: string, data?: unknown) =>
  new HttpError(400, message, 'ValidationError', data);
export const unauthorized = (message: string = errorMessages.NotLoggedIn) =>
  new HttpError(401, message, 'UnauthorizedAccess');
export const forbidden = (message: string = errorMessages.NoAccess) =>
  new HttpError(403, message, 'Forbidden');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'NotFound');
export const tooManyRequests = (message: string) => new HttpError(429, message, 'TooManyRequests');
