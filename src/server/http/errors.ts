/** An error with its HTTP status and the `type` the client sees in `error.type` (spec §8). */
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

export const unexpectedErrorMessage = 'An unexpected error occurred, please try again.';

export const badRequest = (message: string, data?: unknown) =>
  new HttpError(400, message, 'ValidationError', data);
export const unauthorized = (message = 'You are not logged in') =>
  new HttpError(401, message, 'UnauthorizedAccess');
export const forbidden = (message = 'You do not have access to this') =>
  new HttpError(403, message, 'Forbidden');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'NotFound');
export const tooManyRequests = (message: string) => new HttpError(429, message, 'TooManyRequests');
