import { errorMessages } from '../../../domain/shared/error-messages.ts';
import { HttpError } from '../../http/errors.ts';

/** An unknown id, or another market's request (ARCHITECTURE.md: another tenant's row is 404). */
export const requestNotFound = () =>
  new HttpError(404, errorMessages.NewCustomerRequestNotFound, 'NewCustomerRequestNotFound');

export const requestDecided = () =>
  new HttpError(409, errorMessages.NewCustomerRequestDecided, 'NewCustomerRequestDecided');
